// @ts-check
// Configuration of `serwist build`, run after `next build` (package.json `build`, scripts/start.ts). The
// worker is written into the build's own folder, not public/, so every build (NEXT_DIST_DIR) serves a
// worker whose precache list names its own files; app/sw.js/route.ts serves it at /sw.js.
import path from 'node:path';
import { serwist } from '@serwist/next/config';

export default serwist.withNextConfig((nextConfig) => {
  const distDir = nextConfig.distDir.replace(/^\/|\/$/g, '');
  return {
    swSrc: 'lib/pwa/sw.ts',
    swDest: path.join(distDir, 'sw.js'),
    // Pages are per user and per language: none is precached, the event-day mode saves them on request.
    precachePrerendered: false,
    globPatterns: [`${distDir}/static/**/*.{js,css,woff2,png,svg,ico,webp}`, 'public/icons/*.png'],
    globIgnores: [`${distDir}/static/**/*.map`],
    esbuildOptions: { sourcemap: false, minify: true },
  };
});
