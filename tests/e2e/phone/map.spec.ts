import type { BrowserContext, Locator, Page } from '@playwright/test';
import { signInThroughApi } from '../support/accounts';
import { query } from '../support/database';
import { expect, test } from '../support/fixtures';
import { addFavorites, createPlatinumUser } from '../support/platinum-user';
import { countColour, readPng } from '../support/png-pixels';
import { palette } from '@/lib/favorites/palette';

// The venue map on a phone: 390 × 844 with touch.
test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

type Box = { x: number; y: number; width: number; height: number };

async function box(locator: Locator): Promise<Box> {
  const found = await locator.boundingBox();
  if (!found) throw new Error('not laid out');
  return found;
}

const overlap = (a: Box, b: Box) => Math.max(0, Math.min(a.x + a.width, b.x + b.width) - Math.max(a.x, b.x)) * Math.max(0, Math.min(a.y + a.height, b.y + b.height) - Math.max(a.y, b.y));

/** A member of its own with favourites, and where the first of them stands (from its 'show on map' link). */
async function memberWithFavourites(context: BrowserContext, page: Page) {
  const email = await createPlatinumUser('map-phone');
  await addFavorites(email, 30, 'Phone memo', 'Go first');
  await signInThroughApi(context.request, email);
  await page.goto('/circle/list?favorite=1&favoriteMemo=Phone');
  await page.getByRole('list', { name: 'Results' }).getByRole('heading', { level: 3 }).getByRole('link').first().click();
  // A result's link goes through the router: the circle's page is the one whose heading is read.
  await page.waitForURL(/\/circle\/\d+$/);
  const name = (await page.getByRole('heading', { level: 1 }).textContent()) ?? '';
  const href = (await page.getByRole('link', { name: /^Show on map: .+$/ }).first().getAttribute('href')) ?? '';
  const [, wcid, day, hall] = /^\/map#(\d+)\/day=Day(\d)\/hall=([EWS]\d+)$/.exec(href) ?? [];
  if (!wcid || !day || !hall) throw new Error(`unexpected map link ${href}`);
  return { name, href, day, hall };
}

test('the map fills the screen and its floating controls cover at most a fifth of it', async ({ page, context }) => {
  const { day, hall } = await memberWithFavourites(context, page);
  await page.goto(`/map#/day=Day${day}/hall=${hall}`);
  const region = page.getByRole('region', { name: 'Venue map' }).first();
  await expect(region.locator('.venue-map-canvas')).toHaveAttribute('data-state', 'ready', { timeout: 30_000 });

  const map = await box(region);
  const header = await box(page.getByRole('banner'));
  expect(map.width).toBe(390);
  // Everything under the compact header is map.
  expect(map.y).toBeLessThanOrEqual(header.y + header.height + 1);
  expect(map.y + map.height).toBeGreaterThanOrEqual(843);

  const controls = [page.locator('[data-map-controls]'), page.getByRole('button', { name: 'Favourites in this hall' })];
  let covered = 0;
  for (const control of controls) covered += overlap(map, await box(control));
  expect(covered / (map.width * map.height)).toBeLessThanOrEqual(0.2);
  // Day, hall and search are there, each a 44 px target.
  for (const control of [page.getByLabel('Day', { exact: true }), page.getByLabel('Hall', { exact: true }), page.getByLabel('Search the map'), page.getByRole('button', { name: 'Search', exact: true })]) {
    await expect(control).toBeVisible();
    expect((await box(control)).height).toBeGreaterThanOrEqual(44);
  }
  await expect(page.getByLabel('Hall', { exact: true })).toHaveValue(hall);
  // The side list of the wide layout is not shown; the sheet stands in for it.
  await expect(page.getByRole('list', { name: 'Your favourites here' })).toBeHidden();
});

test('the hall’s favourites open as a sheet, and choosing one shows it on the map in a card that leaves the foot’s controls free, with a 44 px close button', async ({ page, context }) => {
  const { name, day, hall } = await memberWithFavourites(context, page);
  await page.goto(`/map#/day=Day${day}/hall=${hall}`);
  await expect(page.locator('.venue-map-canvas')).toHaveAttribute('data-state', 'ready', { timeout: 30_000 });

  await page.getByRole('button', { name: 'Favourites in this hall' }).tap();
  const sheet = page.getByRole('dialog', { name: 'Favourites in this hall' });
  await expect(sheet).toBeVisible();
  const listed = sheet.getByRole('list', { name: 'Favourites in this hall' }).getByRole('button', { name: new RegExp(name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')) });
  await expect(listed).toBeVisible();
  await listed.tap();
  await expect(sheet).toBeHidden();

  const popup = page.getByRole('article', { name });
  await expect(popup).toBeVisible();
  // The card's sheet covers none of the controls at the map's foot: they stand on its top edge and still answer a tap.
  const card = await box(page.locator('[data-map-card]'));
  for (const control of [page.getByRole('button', { name: 'Favourites in this hall' }), page.getByRole('button', { name: 'Zoom in' }), page.getByRole('button', { name: 'Zoom out' })]) {
    await expect(control).toBeInViewport({ ratio: 1 });
    expect(overlap(card, await box(control))).toBe(0);
  }
  await page.getByRole('button', { name: 'Favourites in this hall' }).tap();
  await expect(sheet).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(sheet).toBeHidden();

  const close = page.locator('[data-map-card]').getByRole('button', { name: 'Close' });
  await expect(close).toHaveAccessibleName('Close');
  const size = await box(close);
  expect(size.width).toBeGreaterThanOrEqual(44);
  expect(size.height).toBeGreaterThanOrEqual(44);
  await close.tap();
  await expect(popup).toBeHidden();
});

test('in a hall on a phone, where a desk is a few pixels, the favourites stand out in their colours', async ({ page, context }) => {
  const { day, hall } = await memberWithFavourites(context, page);
  await page.goto(`/map#/day=Day${day}/hall=${hall}`);
  const canvas = page.getByRole('region', { name: 'Venue map' }).first().locator('.venue-map-canvas');
  await expect(canvas).toHaveAttribute('data-view', `${day}:${hall}:`, { timeout: 30_000 });
  await expect(canvas).toHaveAttribute('data-state', 'ready');
  // One step closer than the hall seen whole: the desks are drawn one by one, each about 3 × 2 pixels,
  // too small for a favourite's own fill to be seen at arm's length; its mark round the desk is what
  // shows. The member's favourites are in every colour, spread over the venue.
  await page.getByRole('button', { name: 'Zoom in' }).click();
  const colours = palette.map(({ hex }) => [1, 3, 5].map((at) => parseInt(hex.slice(at, at + 2), 16)) as [number, number, number]);
  const favouritePixels = async () => {
    const pixels = readPng(await canvas.locator('canvas').screenshot());
    return colours.reduce((sum, colour) => sum + countColour(pixels, colour, 2), 0);
  };
  // Measured: 9 such pixels with the desks' fills alone, 73 with the marks.
  await expect.poll(favouritePixels, { timeout: 15_000 }).toBeGreaterThanOrEqual(40);
});

test('the map options and the print options are targets a finger hits: 24 px boxes in 44 px rows', async ({ page, context }) => {
  const email = await createPlatinumUser('tap-targets');
  await signInThroughApi(context.request, email);
  await page.goto('/map');
  await page.locator('summary', { hasText: 'Options' }).tap();
  for (const name of ['Favourite colours', 'Colour by genre', 'Hall and block names']) {
    const option = page.getByRole('checkbox', { name });
    const size = await box(option);
    expect(Math.min(size.width, size.height), name).toBeGreaterThanOrEqual(24);
    expect((await box(option.locator('xpath=ancestor::label[1]'))).height, name).toBeGreaterThanOrEqual(44);
  }
  await page.goto('/print');
  const checkboxes = page.getByRole('checkbox');
  expect(await checkboxes.count()).toBeGreaterThan(3);
  for (const option of await checkboxes.all()) {
    const size = await box(option);
    const label = option.locator('xpath=ancestor::label[1]');
    const name = (await label.textContent()) ?? 'print option';
    expect(Math.min(size.width, size.height), name).toBeGreaterThanOrEqual(24);
    expect((await box(label)).height, name).toBeGreaterThanOrEqual(44);
  }
});

test('a name search lists its highlights in the sheet, fitted in view, and one tapped is flown to', async ({ page, context }) => {
  await signInThroughApi(context.request, await createPlatinumUser('map-names'));
  const [circle] = await query<{ name: string; hall: number }>(
    `SELECT c.name, h.number AS hall FROM "Circle" c JOIN "Placement" p ON p."circleId" = c.id JOIN "Block" b ON b.id = p."blockId" JOIN "Hall" h ON h.id = b."hallId"
     JOIN "EventDay" d ON d.id = p."dayId" WHERE d."dayNumber" = 1 AND h.area = 'EAST' AND NOT c."isAdult" AND length(c.name) >= 4 ORDER BY p.id LIMIT 1`,
  );
  if (!circle) throw new Error('the demo event has a circle in an East hall on day 1');
  await page.goto(`/map#/day=Day1/hall=E${circle.hall}`);
  const canvas = page.locator('.venue-map-canvas');
  await expect(canvas).toHaveAttribute('data-state', 'ready', { timeout: 30_000 });
  await page.getByLabel('Search the map').fill(circle.name);
  await page.getByRole('button', { name: 'Search', exact: true }).tap();
  await expect(page.getByRole('status').filter({ hasText: /^Highlighted: \d+$/ })).toBeVisible();
  // The view comes to the highlights rather than staying where it was.
  await expect(canvas).toHaveAttribute('data-view', new RegExp(`^1:E${circle.hall}:fit=`));

  await page.getByRole('button', { name: /^List the highlighted \(\d+\)$/ }).tap();
  const sheet = page.getByRole('dialog', { name: 'Highlighted spaces' });
  const listed = sheet.getByRole('list', { name: 'Highlighted spaces' }).getByRole('button', { name: new RegExp(circle.name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')) }).first();
  await expect(listed).toBeVisible();
  await listed.tap();
  await expect(sheet).toBeHidden();
  await expect(page.getByRole('article', { name: circle.name })).toBeVisible();
});

test('the map’s options close with Escape and with a tap beside them, which reaches nothing underneath', async ({ page, context }) => {
  await signInThroughApi(context.request, await createPlatinumUser('map-options'));
  await page.goto('/map#/day=Day1/hall=E1');
  await expect(page.locator('.venue-map-canvas')).toHaveAttribute('data-state', 'ready', { timeout: 30_000 });
  const options = page.locator('summary', { hasText: 'Options' });
  const favourites = page.getByRole('checkbox', { name: 'Favourite colours' });

  await options.tap();
  await expect(favourites).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(favourites).toBeHidden();
  await expect(options).toBeFocused();

  await options.tap();
  await expect(favourites).toBeVisible();
  const hash = await page.evaluate(() => window.location.hash);
  // Beside the menu, over the map and over the list's button.
  await page.touchscreen.tap(60, 600);
  await expect(favourites).toBeHidden();
  await options.tap();
  await expect(favourites).toBeVisible();
  const list = await box(page.getByRole('button', { name: 'Favourites in this hall' }));
  await page.touchscreen.tap(list.x + list.width / 2, list.y + list.height / 2);
  await expect(favourites).toBeHidden();
  await page.waitForTimeout(300);
  await expect(page.getByRole('dialog')).toBeHidden();
  expect(await page.evaluate(() => window.location.hash)).toBe(hash);
});
