import { availableParallelism } from 'node:os';
import path from 'node:path';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  resolve: {
    alias: {
      '@': path.resolve(import.meta.dirname),
      // `server-only` throws outside React's server build; tests run server modules directly.
      'server-only': path.resolve(import.meta.dirname, 'tests/setup/empty-module.ts'),
    },
  },
  test: {
    include: ['tests/unit/**/*.test.ts', 'tests/unit/**/*.test.tsx', 'tests/integration/**/*.test.ts', 'tests/integration/**/*.test.tsx'],
    globalSetup: ['tests/setup/postgres-global-setup.ts'],
    testTimeout: 30_000,
    hookTimeout: 120_000,
    pool: 'forks',
    // Vitest's default is one worker less than the cores: one worker on the two-core machines CI and
    // developers use. Most integration time is spent waiting on PostgreSQL, a process of its own, so two
    // workers keep both cores busy (decision 037 has the figures).
    maxWorkers: Math.max(2, availableParallelism() - 1),
    // next-auth imports `next/server` without the `.js` that Node's resolver needs; let Vite resolve it.
    server: { deps: { inline: ['next-auth'] } },
  },
});
