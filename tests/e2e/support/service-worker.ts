// The browser contexts of the end-to-end run block service workers (playwright.config.ts): each new
// context would otherwise install the worker and precache the build's files, 88 of them and 2.7 MB,
// while the test runs, which took a sixth of the end-to-end step's time on two cores. A spec that tests
// what the worker does (offline pages, the saved catalogue, updates, the policy over its registration)
// runs with it: `test.use(withServiceWorker)`. tests/unit/architecture/e2e-service-worker.test.ts finds
// a spec that goes offline or asks for the worker without it.
export const withServiceWorker = { serviceWorkers: 'allow' } as const;
