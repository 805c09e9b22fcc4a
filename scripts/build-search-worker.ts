// The catalogue's search worker (lib/offline-search/device/search-worker.ts), bundled on its own into the
// build's folder, as the service worker is: Next's bundler emits a worker's TypeScript as a plain asset
// instead of an entry. Run after `next build` and before `serwist build`, which precaches it (decision 027).
import { buildSync } from 'esbuild';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

/** The bundled worker, written where lib/offline-search/server/search-worker-script.ts reads it. */
export function buildSearchWorker(root: string): void {
  buildSync({
    entryPoints: [path.join(root, 'lib', 'offline-search', 'device', 'search-worker.ts')],
    outfile: path.join(root, process.env.NEXT_DIST_DIR ?? '.next', 'search-worker.js'),
    tsconfig: path.join(root, 'tsconfig.json'),
    bundle: true,
    format: 'iife',
    platform: 'browser',
    target: 'es2022',
    minify: true,
    legalComments: 'none',
    logLevel: 'warning',
  });
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  buildSearchWorker(path.resolve(import.meta.dirname, '..'));
}
