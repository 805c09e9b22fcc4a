import type { KnipConfig } from 'knip';

// `npm run check:unused` (and a step of `npm test`): files, exports, types and dependencies that nothing
// uses. Next.js, Vitest and Playwright entry points come from knip's own plugins; the ones below are run
// by name (scripts, benches, the service worker and its build config). Decision 024.
const config: KnipConfig = {
  entry: [
    'lib/pwa/service-worker/sw.ts',
    // Bundled on its own by scripts/build-search-worker.ts and started by the list page.
    'lib/offline-search/device/search-worker.ts',
    'lib/pwa/serwist.config.mjs',
    // Bundled on its own by scripts/build-push-worker.ts and started by scripts/serve.ts.
    'lib/notifications/sending-process-main.ts',
    // Put in place of `server-only` by that bundle's build.
    'scripts/support/empty-module.ts',
    'scripts/*.{ts,mjs}',
    'bench/*.ts',
    // Run by bench:catalogue-import as a child process, to read the import's own peak memory.
    'bench/support/catalogue-import-child.ts',
    // Run by bench:push as a child process: the push service stand-in apart from the page timings.
    'bench/support/push-stand-in-child.ts',
    // Bundled by bench:offline-search into the page it loads in Chromium.
    'bench/offline-search/page-entry.ts',
    // A bare Next.js app that bench:reference builds and serves as the yardstick for the list page.
    'bench/reference-page/app/**/{page,layout}.tsx',
    'bench/reference-page/next.config.ts',
    'tests/setup/*.ts',
    // The cluster test runs with its own Vitest configuration, as its own step of `npm test`.
    'vitest.cluster.config.ts',
    'tests/cluster/*.test.ts',
  ],
  project: ['**/*.{ts,tsx,mjs,js,css,prisma}', '!lib/generated/**'],
  // An export that its own module also uses is not dead; only one that nothing uses is.
  ignoreExportsUsedInFile: true,
  // iproute2's `ss`, run by bench/cpu-per-request.ts to find the pid behind a port: a system tool, not a package.
  ignoreBinaries: ['ss'],
  compilers: {
    // Tailwind is reached from the style sheet only (`@import 'tailwindcss'`).
    css: (text: string) => [...text.matchAll(/(?<=@)import[^;]+/g)].join('\n'),
  },
};

export default config;
