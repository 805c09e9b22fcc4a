import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { withServiceWorker } from '../support/service-worker';

// The installable app: the worker at /sw.js, its updates, the manifest, the install banner and the
// reload after a failed chunk load. The server of the end-to-end run honours a test cookie that makes
// /sw.js answer a changed script (lib/pwa/server/service-worker-script.ts), which the browser sees as a new version.

test.use(withServiceWorker);

async function controlledBy(page: Page): Promise<{ scope: string; script: string }> {
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, { timeout: 30_000 });
  return page.evaluate(async () => {
    const registration = await navigator.serviceWorker.ready;
    return { scope: registration.scope, script: registration.active?.scriptURL ?? '' };
  });
}

const loadedAt = (page: Page) => page.evaluate(() => performance.timeOrigin);

test('the service worker registers at /sw.js with scope /', async ({ page, baseURL }) => {
  await page.goto('/');
  expect(await controlledBy(page)).toEqual({ scope: `${baseURL}/`, script: `${baseURL}/sw.js` });
});

test('Chromium finds the top page installable', async ({ playwright, baseURL }, testInfo) => {
  // Installation is never offered in an incognito-like context, so this one keeps a profile on disk.
  const profile = mkdtempSync(path.join(tmpdir(), 'pwa-profile-'));
  const context = await playwright.chromium.launchPersistentContext(profile, { ...testInfo.project.use.launchOptions, baseURL });
  try {
    const page = context.pages()[0] ?? (await context.newPage());
    await page.goto('/');
    await controlledBy(page);
    const session = await context.newCDPSession(page);
    const { installabilityErrors } = (await session.send('Page.getInstallabilityErrors')) as { installabilityErrors: unknown[] };
    expect(installabilityErrors).toEqual([]);
  } finally {
    await context.close();
    rmSync(profile, { recursive: true, force: true });
  }
});

test('the manifest is in the visitor’s language and names the icons a browser asks for', async ({ page, context, baseURL }) => {
  await context.addCookies([{ name: 'locale', value: 'ja', url: baseURL ?? '' }]);
  const manifest = (await (await page.request.get('/manifest.webmanifest')).json()) as { name: string; display: string; start_url: string; icons: { sizes: string; purpose: string }[] };
  expect(manifest).toMatchObject({ name: '同人誌即売会 Webカタログ', display: 'standalone', start_url: '/' });
  expect(manifest.icons.map((icon) => `${icon.sizes} ${icon.purpose}`)).toEqual(['192x192 any', '512x512 any', '192x192 maskable', '512x512 maskable']);
  await page.goto('/');
  await expect(page.locator('link[rel="manifest"]')).toHaveAttribute('href', '/manifest.webmanifest');
});

test('a new version of the worker is picked up by the 20-second check and the page reloads', async ({ page, context, baseURL }) => {
  test.setTimeout(120_000);
  await page.goto('/');
  await controlledBy(page);
  const firstLoad = await loadedAt(page);
  const workerBefore = await page.evaluate(async () => (await navigator.serviceWorker.ready).active?.scriptURL);

  await context.addCookies([{ name: 'pwa-test-worker-variant', value: `v${Date.now()}`, url: baseURL ?? '' }]);
  // Nothing else touches the page: the reload can only come from the update check.
  await expect.poll(() => loadedAt(page).catch(() => firstLoad), { timeout: 60_000, intervals: [1_000] }).not.toBe(firstLoad);
  await controlledBy(page);
  const script = await page.evaluate(async () => {
    const registration = await navigator.serviceWorker.ready;
    return (await fetch(registration.active?.scriptURL ?? '', { cache: 'no-store' })).text();
  });
  expect(script).toContain('// test variant v');
  expect(workerBefore).toBe(`${baseURL}/sw.js`);
});

test('the install banner appears when the browser offers installation and the visitor uses the page, and stays away once dismissed', async ({ page }) => {
  // Counts the page's listeners for the offer, so that the test knows when the banner's code listens.
  await page.addInitScript(() => {
    const add = window.addEventListener.bind(window);
    const counted = window as unknown as { installListeners: number };
    counted.installListeners = 0;
    window.addEventListener = ((type: string, ...rest: [EventListenerOrEventListenerObject, (boolean | AddEventListenerOptions)?]) => {
      if (type === 'beforeinstallprompt') counted.installListeners += 1;
      add(type, ...rest);
    }) as typeof window.addEventListener;
  });
  await page.goto('/');
  // Whether the page kept the browser's own offer away (it does so only when it shows its banner).
  const offer = () =>
    page.evaluate(() => {
      const event = Object.assign(new Event('beforeinstallprompt', { cancelable: true }), {
        prompt: async () => {},
        userChoice: Promise.resolve({ outcome: 'dismissed' }),
      });
      window.dispatchEvent(event);
      return event.defaultPrevented;
    });
  const banner = page.getByRole('region', { name: 'Install the catalogue' });
  // The page takes the offer as soon as its code listens, but shows the banner only once the visitor
  // uses the page: arriving, the page itself is what is drawn (and measured as the largest paint).
  await expect(async () => expect(await offer()).toBe(true)).toPass();
  await page.waitForTimeout(500);
  await expect(banner).toBeHidden();
  await page.keyboard.press('Shift');
  await expect(banner).toBeVisible();
  await banner.getByRole('button', { name: 'Not now' }).click();
  await expect(banner).toBeHidden();
  expect(await page.evaluate(() => localStorage.getItem('hide-install'))).not.toBeNull();

  await page.reload();
  await page.waitForFunction(() => (window as unknown as { installListeners: number }).installListeners > 0);
  expect(await offer()).toBe(false);
  await expect(banner).toBeHidden();
});

test('a failed chunk load reloads the page once within ten seconds', async ({ page }) => {
  await page.goto('/');
  // The worker in charge first, so that nothing but the failed chunk can reload the page.
  await controlledBy(page);
  const failChunk = () =>
    page.evaluate(() => {
      const error = Object.assign(new Error('Loading chunk 4711 failed.'), { name: 'ChunkLoadError' });
      void Promise.reject(error);
    });
  const first = await loadedAt(page);
  await failChunk();
  await expect.poll(() => loadedAt(page).catch(() => first)).not.toBe(first);
  await page.waitForLoadState('networkidle');

  const second = await loadedAt(page);
  // The page's own listener runs first; a listener added now sees whether it claimed a reload.
  const claimedReload = await page.evaluate(
    () =>
      new Promise<boolean>((resolve) => {
        window.addEventListener('unhandledrejection', (event) => resolve(event.defaultPrevented), { once: true });
        const error = Object.assign(new Error('Loading chunk 4711 failed.'), { name: 'ChunkLoadError' });
        void Promise.reject(error);
      }),
  );
  expect(claimedReload).toBe(false);
  expect(await loadedAt(page)).toBe(second);
  expect(await page.evaluate(() => sessionStorage.getItem('chunk-reload:/'))).not.toBeNull();
});
