import type { Locator, Page } from '@playwright/test';
import { signInThroughApi } from '../support/accounts';
import { expect, test } from '../support/fixtures';
import { saveCatalogueForOffline } from '../offline-search/save-catalogue';
import { createPlatinumUser } from '../support/platinum-user';
import { withServiceWorker } from '../support/service-worker';

// Offline on a phone (390 × 844), as in the hall: the map's controls stay on the screen under the
// offline banner, and a search link opened offline answers as it would online, from the device.

test.use(withServiceWorker);

test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

const indicator = (page: Page) => page.getByRole('complementary', { name: 'Connection and offline data' });

async function bottomOf(locator: Locator): Promise<number> {
  const box = await locator.boundingBox();
  if (!box) throw new Error('not laid out');
  return box.y + box.height;
}

test('offline, the map’s zoom buttons and its favourites button stay within the screen under the banner', async ({ page, context }) => {
  await signInThroughApi(context.request, await createPlatinumUser('offline-map'));
  await page.goto('/map#/day=Day1/hall=E1');
  await expect(page.locator('.venue-map-canvas')).toHaveAttribute('data-state', 'ready', { timeout: 30_000 });
  await context.setOffline(true);
  await expect(indicator(page)).toContainText('Offline');
  for (const control of [page.getByRole('button', { name: 'Zoom out' }), page.getByRole('button', { name: 'Zoom in' }), page.getByRole('button', { name: 'Favourites in this hall' })]) {
    await expect(control).toBeVisible();
    expect(await bottomOf(control)).toBeLessThanOrEqual(844);
  }
  // The page itself does not scroll: the map takes what the banner leaves.
  expect(await page.evaluate(() => document.scrollingElement?.scrollHeight ?? 0)).toBeLessThanOrEqual(844);
  await context.setOffline(false);
});

test('offline, a list link keeps its keyword and filters, answered from the catalogue on the device', async ({ page, context }) => {
  test.setTimeout(180_000);
  await signInThroughApi(context.request, await createPlatinumUser('offline-link'));
  const link = '/circle/list?keyword=aozora&day=2';
  // What the server answers for it, online.
  await page.goto(link);
  const online = Number(((await page.locator('#circle-results-heading').textContent()) ?? '').replace(/\D/g, ''));
  expect(online).toBeGreaterThan(0);
  await page.goto('/circle/list?keyword=aozora');
  const broader = Number(((await page.locator('#circle-results-heading').textContent()) ?? '').replace(/\D/g, ''));
  expect(broader).toBeGreaterThan(online);

  await saveCatalogueForOffline(page, 'tap');
  await context.setOffline(true);
  await page.goto(link);
  await expect(indicator(page)).toContainText('Offline');
  const results = page.getByRole('region').filter({ hasText: 'Results from the catalogue on this device' });
  await expect(results).toBeVisible({ timeout: 30_000 });
  await expect(page.getByLabel('Keyword')).toHaveValue('aozora');
  await expect(results.getByRole('heading', { level: 2 })).toHaveText(new RegExp(`^${online}\\b`));
  await expect(results.getByRole('heading', { level: 3 }).first()).toContainText('青空');
  // The address keeps the link's words, and the day filter shows as chosen.
  await expect(page).toHaveURL(/\/circle\/list\?keyword=aozora&day=2$/);
  await expect(page.locator('#main form select[name="day"]')).toHaveValue('2');
  await context.setOffline(false);
});

test('before anything is saved, the offline panel gives one status: the days are not saved yet', async ({ page, context }) => {
  await signInThroughApi(context.request, await createPlatinumUser('offline-status'));
  await page.goto('/user/favorites');
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, { timeout: 30_000 });
  await page.getByRole('button', { name: /^Offline data/ }).tap();
  const panel = page.getByRole('dialog', { name: 'Event days offline' });
  await expect(panel.getByText(/^Your event days are not saved on this device yet\./)).toBeVisible();
  // Nothing beside it claims the opposite.
  await expect(panel.getByText('The catalogue is ready to work offline.')).toHaveCount(0);
  await expect(panel.getByText('Nothing is saved on this device yet.')).toHaveCount(0);
});
