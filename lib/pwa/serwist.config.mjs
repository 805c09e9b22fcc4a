// @ts-check
// Configuration of `serwist build`, run after `next build` (package.json `build`, scripts/start.ts). The
// worker is written into the build's own folder, not public/, so every build (NEXT_DIST_DIR) serves a
// worker whose precache list names its own files; app/sw.js/route.ts serves it at /sw.js.
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { serwist } from '@serwist/next/config';

/** @param {string} file */
const fileRevision = (file) => createHash('sha256').update(readFileSync(file)).digest('hex').slice(0, 32);

export default serwist.withNextConfig((nextConfig) => {
  const distDir = nextConfig.distDir.replace(/^\/|\/$/g, '');
  return {
    swSrc: 'lib/pwa/service-worker/sw.ts',
    swDest: path.join(distDir, 'sw.js'),
    // Pages are per user and per language: none is precached, the event-day mode saves them on request.
    precachePrerendered: false,
    globPatterns: [`${distDir}/static/**/*.{js,css,woff2,png,svg,ico,webp}`, 'public/icons/*.png'],
    globIgnores: [`${distDir}/static/**/*.map`],
    // The catalogue's search worker, bundled apart from Next (scripts/build-search-worker.ts) and served
    // at a fixed address: kept with the build's revision so search as you type works offline.
    additionalPrecacheEntries: [{ url: '/search-worker.js', revision: fileRevision(path.join(distDir, 'search-worker.js')) }],
    esbuildOptions: { sourcemap: false, minify: true },
  };
});
