import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';

// The end-to-end run serves the production build with `npm start`'s own script, on a fresh embedded
// PostgreSQL in a temporary folder, so the tests exercise exactly what a new user runs.
// Workers re-read this file; the environment keeps them on the folder the main process chose.
process.env.E2E_DATA_DIR ??= mkdtempSync(path.join(tmpdir(), 'catalogue-e2e-'));
const port = Number(process.env.E2E_PORT ?? 3100);
const baseURL = process.env.E2E_BASE_URL ?? `http://localhost:${port}`;

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  workers: process.env.CI ? 2 : undefined,
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list'], ['json', { outputFile: path.join(process.env.E2E_DATA_DIR, 'playwright-results.json') }]],
  use: {
    baseURL,
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
    },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'], channel: undefined } }],
  webServer: process.env.E2E_BASE_URL
    ? undefined
    : {
        command: 'npx tsx scripts/start.ts',
        url: baseURL,
        timeout: 600_000,
        reuseExistingServer: false,
        stdout: 'pipe',
        env: {
          PORT: String(port),
          CATALOGUE_DATA_DIR: process.env.E2E_DATA_DIR,
          EMBEDDED_POSTGRES_PORT: String(port + 51000),
        },
      },
});
