import { availableParallelism } from 'node:os';
import path from 'node:path';
import { defineConfig } from 'vitest/config';

const unitTests = ['tests/unit/**/*.test.ts', 'tests/unit/**/*.test.tsx'];

/**
 * Unit test files that load the app's modules afresh (Vitest's isolation): each sets the environment the
 * configuration is read from, mocks a module or stubs a global, which in a worker's shared modules would
 * reach the files that run after it. tests/unit/architecture/unit-test-isolation.test.ts fails when
 * another file does any of that, or when a file named here no longer exists.
 */
export const UNIT_TESTS_WITH_OWN_MODULES = [
  'tests/unit/auth/forged-host.test.ts',
  'tests/unit/auth/guard-page.test.ts',
  'tests/unit/auth/guards.test.ts',
  'tests/unit/auth/mail.test.ts',
  'tests/unit/auth/user-handoff.test.ts',
  'tests/unit/offline-search/index-cache.test.ts',
  'tests/unit/offline-search/search-worker-client.test.ts',
  'tests/unit/offline/device-owner.test.ts',
  'tests/unit/offline/device-queue-owner.test.ts',
  'tests/unit/seo/public-pages.test.ts',
] as const;

export default defineConfig({
  resolve: {
    alias: {
      '@': path.resolve(import.meta.dirname),
      // `server-only` throws outside React's server build; tests run server modules directly.
      'server-only': path.resolve(import.meta.dirname, 'tests/setup/empty-module.ts'),
    },
  },
  test: {
    testTimeout: 30_000,
    hookTimeout: 120_000,
    pool: 'forks',
    // Vitest's default is one worker less than the cores: one worker on the two-core machines CI and
    // developers use. Most integration time is spent waiting on PostgreSQL, a process of its own, so two
    // workers keep both cores busy (decision 037 has the figures).
    maxWorkers: Math.max(2, availableParallelism() - 1),
    // next-auth imports `next/server` without the `.js` that Node's resolver needs; let Vite resolve it.
    server: { deps: { inline: ['next-auth'] } },
    projects: [
      {
        extends: true,
        // Unit tests share each worker's loaded modules: loading them again for every file was half of
        // the unit tests' time (decision 037). A file that changes the environment, mocks a module or
        // needs a fresh configuration runs in the project below, and a check keeps it there
        // (tests/unit/architecture/unit-test-isolation.test.ts).
        test: { name: 'unit', include: unitTests, exclude: [...UNIT_TESTS_WITH_OWN_MODULES], isolate: false },
      },
      { extends: true, test: { name: 'unit-own-modules', include: [...UNIT_TESTS_WITH_OWN_MODULES] } },
      {
        extends: true,
        // Each integration file points the app's modules at a database of its own, so each loads them anew.
        test: { name: 'integration', include: ['tests/integration/**/*.test.ts', 'tests/integration/**/*.test.tsx'], globalSetup: ['tests/setup/postgres-global-setup.ts'] },
      },
    ],
  },
});
