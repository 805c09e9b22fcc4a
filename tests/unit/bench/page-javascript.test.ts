import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { frameworkChunks, splitFramework, type Script } from '@/bench/support/page-javascript';

const folders: string[] = [];
afterEach(() => {
  for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true });
});

/** A build folder with a build manifest and one route's client-reference manifest, as Next writes them. */
function build(rootMainFiles: string[], clientModules: Record<string, string[]>): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'page-javascript-'));
  folders.push(dir);
  writeFileSync(path.join(dir, 'build-manifest.json'), JSON.stringify({ polyfillFiles: ['static/chunks/polyfill.js'], rootMainFiles }));
  const route = path.join(dir, 'server', 'app', '(nav)', 'circle', 'list');
  mkdirSync(route, { recursive: true });
  const modules = Object.fromEntries(Object.entries(clientModules).map(([name, chunks]) => [name, { id: 1, name: '*', chunks, async: false }]));
  writeFileSync(
    path.join(route, 'page_client-reference-manifest.js'),
    // The route's line of the file (Next's first line only makes the object it is set on).
    `globalThis.__RSC_MANIFEST["/(nav)/circle/list/page"] = ${JSON.stringify({ moduleLoading: { prefix: '' }, clientModules: modules })};\n`,
  );
  return dir;
}

const script = (src: string, gzBytes: number): Script => ({ src, gzBytes, text: '' });

describe('frameworkChunks', () => {
  it("names the build manifest's root main files as served paths", () => {
    const dir = build(['static/chunks/react.js', 'static/chunks/turbopack-runtime.js'], {
      '[project]/node_modules/next/dist/esm/client/components/layout-router.js': ['/_next/static/chunks/app-shared.js'],
      '[project]/components/shell/main-nav.tsx': ['/_next/static/chunks/app-shared.js'],
    });
    expect([...frameworkChunks(dir)]).toEqual(['/_next/static/chunks/react.js', '/_next/static/chunks/turbopack-runtime.js']);
  });

  it("refuses a build whose framework chunks hold one of the app's client modules", () => {
    const dir = build(['static/chunks/react.js'], { '[project]/components/shell/main-nav.tsx': ['/_next/static/chunks/react.js'] });
    expect(() => frameworkChunks(dir)).toThrow(/main-nav\.tsx is in a framework chunk/);
  });

  it('refuses a build that names no framework chunks', () => {
    expect(() => frameworkChunks(build([], {}))).toThrow(/names no framework chunks/);
  });
});

describe('splitFramework', () => {
  it("counts every script that is not the framework's as the app's, whatever its query string", () => {
    const framework = new Set(['/_next/static/chunks/react.js']);
    const scripts = [script('/_next/static/chunks/react.js?dpl=abc', 2048), script('/_next/static/chunks/page.js', 1024), script('http://localhost:3000/_next/static/chunks/shared.js', 512)];
    expect(splitFramework(scripts, framework)).toEqual({ appKbGz: 1.5, frameworkKbGz: 2 });
  });
});
