import { chmodSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { chromiumPath, notificationChromiumPath } from './tests/support/chromium-path';
import { appEnvironmentFor, standInSettings } from './tests/support/stand-in-settings';

// The end-to-end run serves the production build with `npm start`'s own script, on a fresh embedded
// PostgreSQL in a temporary folder, so the tests exercise exactly what a new user runs.
// Workers re-read this file; the environment keeps them on the folder the main process chose.
if (!process.env.E2E_DATA_DIR) {
  process.env.E2E_DATA_DIR = mkdtempSync(path.join(tmpdir(), 'catalogue-e2e-'));
  // The embedded PostgreSQL runs as its own user when started as root and must reach its folder in here.
  chmodSync(process.env.E2E_DATA_DIR, 0o755);
}
const port = Number(process.env.E2E_PORT ?? 3100);
const baseURL = process.env.E2E_BASE_URL ?? `http://localhost:${port}`;
const standIns = standInSettings(port, process.env.E2E_DATA_DIR);
const browserFlags = ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'];

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  // Three on the two-core machines CI and developers use: the specs that wait (a catalogue refresh, a
  // download, the worker's update check) leave a core idle with two (decision 037).
  workers: process.env.CI ? 3 : undefined,
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list'], ['json', { outputFile: path.join(process.env.E2E_DATA_DIR, 'playwright-results.json') }]],
  use: {
    baseURL,
    // Recorded for a retry only: recording every test (and dropping the traces of those that passed) took
    // an eighth of the end-to-end step's time on two cores (decision 037).
    trace: 'on-first-retry',
    // Specs about the worker opt in with `test.use(withServiceWorker)` (tests/e2e/support/service-worker.ts).
    serviceWorkers: 'block',
    launchOptions: {
      executablePath: chromiumPath(),
      args: browserFlags,
    },
  },
  projects: [
    { name: 'chromium', use: { ...devices['Desktop Chrome'], channel: undefined }, testIgnore: /(plan|catalogue|push)-source\// },
    // Specs that change what every page shows run alone, once everything else has finished
    // (`npx playwright test --project plan-source --no-deps` runs them by themselves).
    { name: 'plan-source', use: { ...devices['Desktop Chrome'], channel: undefined }, testMatch: /plan-source\//, dependencies: ['chromium'] },
    // A catalogue correction through the importer changes every list and map: after the plan's figures.
    { name: 'catalogue-source', use: { ...devices['Desktop Chrome'], channel: undefined }, testMatch: /catalogue-source\//, dependencies: ['plan-source'] },
    // A notification of an import, shown on the phone: another import, so after the corrections, and in the
    // full Chromium, as the headless shell cannot show notifications (tests/support/chromium-path.ts).
    {
      name: 'push-source',
      use: { ...devices['Desktop Chrome'], channel: undefined, launchOptions: { executablePath: notificationChromiumPath(), args: browserFlags } },
      testMatch: /push-source\//,
      dependencies: ['catalogue-source'],
    },
  ],
  webServer: process.env.E2E_BASE_URL
    ? undefined
    : [
        {
          // The identity provider, the old circle site and the SMTP server the app talks to.
          command: 'npx tsx tests/support/run-stand-ins.ts',
          url: `${standIns.identityProviderIssuer}/.well-known/openid-configuration`,
          timeout: 60_000,
          reuseExistingServer: false,
          stdout: 'pipe',
          env: { E2E_PORT: String(port), E2E_APP_ORIGIN: baseURL, E2E_DATA_DIR: process.env.E2E_DATA_DIR },
        },
        {
          command: 'npx tsx scripts/start.ts',
          url: baseURL,
          timeout: 600_000,
          reuseExistingServer: false,
          stdout: 'pipe',
          env: {
            PORT: String(port),
            APP_ORIGIN: baseURL,
            CATALOGUE_DATA_DIR: process.env.E2E_DATA_DIR,
            EMBEDDED_POSTGRES_PORT: String(port + 51000),
            ...appEnvironmentFor(standIns),
            // Lets the service-worker update test change the worker without a second build (lib/pwa).
            PWA_TEST_WORKER_VARIANTS: '1',
            // The specs that change the catalogue wait for the server's index to see it: two seconds instead
            // of the production ten, as the cluster test sets its own (decision 037).
            CATALOGUE_REFRESH_SECONDS: '2',
            // The specs stand in for a proxy: each sends its own X-Forwarded-For, so their rate limits
            // stay apart although every request comes from this machine.
            TRUSTED_PROXY_HOPS: '1',
          },
        },
      ],
});
