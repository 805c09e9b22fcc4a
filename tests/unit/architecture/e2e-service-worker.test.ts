import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { projectRoot, sourceFilesIn } from '@/tests/support/source-scan';

// The end-to-end run blocks service workers unless a spec asks for them (tests/e2e/support/service-worker.ts).
// Without the worker, a spec that goes offline would test the browser's error page instead of the app's
// offline pages, and one that waits for the worker would wait out its timeout: such a spec must say
// `test.use(withServiceWorker)`. This check finds one that does not.

const needsTheWorker: [RegExp, string][] = [
  [/\.setOffline\(\s*true/, 'goes offline'],
  [/navigator\.serviceWorker/, 'asks for the service worker'],
  [/\bcaches\.(open|has|keys|match)\(/, 'reads the Cache Storage the worker fills'],
  [/\b(waitForKeptShellPages|keptShellPages|saveCatalogueForOffline)\(/, 'waits for what the worker keeps'],
];

export function workerNeedsIn(text: string): string[] {
  return needsTheWorker.filter(([pattern]) => pattern.test(text)).map(([, what]) => what);
}

const optsIn = (text: string) => /\btest\.use\(withServiceWorker\)/.test(text);

describe('end-to-end specs and the service worker', () => {
  const specs = sourceFilesIn(['tests/e2e']).filter((file) => file.endsWith('.spec.ts'));

  it('run with the worker wherever they go offline or wait for it', () => {
    const found = specs.flatMap((file) => {
      const text = readFileSync(path.join(projectRoot, file), 'utf8');
      return optsIn(text) ? [] : workerNeedsIn(text).map((what) => `${file} ${what}`);
    });
    expect(found, 'add test.use(withServiceWorker) to these specs').toEqual([]);
  });

  it('recognise a spec that needs the worker', () => {
    expect(workerNeedsIn('await context.setOffline(true);')).toEqual(['goes offline']);
    expect(workerNeedsIn('await page.waitForFunction(() => navigator.serviceWorker.controller !== null);')).toEqual(['asks for the service worker']);
    expect(workerNeedsIn('await saveCatalogueForOffline(page, "tap");')).toEqual(['waits for what the worker keeps']);
    expect(workerNeedsIn('await context.setOffline(false);')).toEqual([]);
    expect(optsIn('test.use(withServiceWorker);')).toBe(true);
  });
});
