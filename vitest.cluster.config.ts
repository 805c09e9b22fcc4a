import path from 'node:path';
import { defineConfig } from 'vitest/config';

// The cluster test (`npm test -- cluster`): the production build as two instances behind nginx over one
// PostgreSQL, driven over HTTP. Its own run, because it builds the app and starts real processes.
export default defineConfig({
  resolve: { alias: { '@': path.resolve(import.meta.dirname) } },
  test: {
    include: ['tests/cluster/**/*.test.ts'],
    testTimeout: 60_000,
    // The first run builds the app (minutes on two cores); later runs reuse the build.
    hookTimeout: 900_000,
    pool: 'forks',
    fileParallelism: false,
  },
});
