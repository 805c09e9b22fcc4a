import type { Page } from '@playwright/test';
import { expect } from './fixtures';

// The shell pages kept for offline use (lib/offline/device/shell-pages.ts), as the specs wait for them.

// One cache per holder (lib/offline/device/cache-names.ts); the page removes the others' as it keeps its own.
const shellCachePrefix = 'shell-pages-v2 ';

/** The paths of the kept shell pages, read from the page's own Cache Storage. */
export function keptShellPages(page: Page): Promise<string[]> {
  return page.evaluate(async (prefix) => {
    const paths = new Set<string>();
    for (const name of (await caches.keys()).filter((candidate) => candidate.startsWith(prefix))) {
      for (const request of await (await caches.open(name)).keys()) paths.add(new URL(request.url).pathname);
    }
    return [...paths].sort();
  }, shellCachePrefix);
}

/** When each holder's kept copy of a shell page was made (the page keeps only its own holder's once it has run). */
export function keptShellCopyDates(page: Page, path: string): Promise<number[]> {
  return page.evaluate(
    async ({ prefix, path }) => {
      const dates = [];
      for (const name of (await caches.keys()).filter((candidate) => candidate.startsWith(prefix))) {
        const copy = await (await caches.open(name)).match(path, { ignoreSearch: true });
        dates.push(Date.parse(copy?.headers.get('Date') ?? ''));
      }
      return dates.filter((date) => !Number.isNaN(date));
    },
    { prefix: shellCachePrefix, path },
  );
}

/** Waits until the worker controls the page and the top page, the list and the print page are kept. */
export async function waitForKeptShellPages(page: Page): Promise<void> {
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, { timeout: 30_000 });
  await expect.poll(() => keptShellPages(page), { timeout: 60_000 }).toEqual(['/', '/circle/list', '/print']);
}
