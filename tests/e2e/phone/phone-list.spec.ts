import type { Locator, Page } from '@playwright/test';
import { signInThroughApi } from '../support/accounts';
import { query } from '../support/database';
import { expect, test } from '../support/fixtures';
import { addFavorites, createPlatinumUser } from '../support/platinum-user';
import { withServiceWorker } from '../support/service-worker';

// The circle list and the header as a member meets them on a phone: results first, the other filters
// in a bottom sheet, touch-sized favourite controls, colours by name, and no connection badge online.

test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

const LABEL = 'Must see';
const results = (page: Page) => page.getByRole('list', { name: 'Results' });
const firstRow = (page: Page) => results(page).getByRole('listitem').first();
const announcement = (page: Page) => page.locator('[aria-live="polite"]').filter({ hasText: /circles? found\./ });
const indicator = (page: Page) => page.getByRole('complementary', { name: 'Connection and offline data' });

async function expectInViewport(page: Page, locator: Locator) {
  const box = await locator.boundingBox();
  const viewport = page.viewportSize();
  if (!box || !viewport) throw new Error('The element and the viewport have a size');
  expect(box.y, 'top inside the viewport').toBeGreaterThanOrEqual(0);
  expect(box.y + box.height, 'bottom inside the viewport').toBeLessThanOrEqual(viewport.height);
}

async function dayOfColour(email: string, color: number): Promise<number> {
  const rows = await query<{ day: number }>(
    `SELECT d."dayNumber" AS day FROM "Favorite" f JOIN "User" u ON u.id = f."userId" JOIN "Placement" p ON p."circleId" = f."circleId"
     JOIN "EventDay" d ON d.id = p."dayId" WHERE u.email = $1 AND f.color = $2 ORDER BY d."dayNumber" LIMIT 1`,
    [email, color],
  );
  if (!rows[0]) throw new Error('The member has a favourite in this colour');
  return rows[0].day;
}

let email = '';

test.beforeAll(async () => {
  email = await createPlatinumUser('phone');
  await addFavorites(email, 40, 'Phone memo', LABEL);
});

test.beforeEach(async ({ context }) => {
  await signInThroughApi(context.request, email);
});

test('the first result shows without scrolling, the filters other than the keyword wait behind a button', async ({ page }) => {
  await page.goto('/circle/list');
  await expect(page.getByRole('searchbox', { name: 'Keyword' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: /^[\d,]+ circles$/ })).toBeVisible();
  await expectInViewport(page, firstRow(page));
  for (const label of ['Day', 'Hall', 'Sort by', 'Favourites only', 'Search my memos']) await expect(page.getByLabel(label, { exact: true })).toBeHidden();
  await expect(page.getByRole('button', { name: 'Filters', exact: true })).toBeVisible();
});

test('a day and a colour chosen in the sheet apply together, and the count is announced with the first result in view', async ({ page }) => {
  const day = await dayOfColour(email, 1);
  await page.goto('/circle/list');
  await page.getByRole('button', { name: 'Filters', exact: true }).tap();
  const sheet = page.getByRole('dialog', { name: 'Filters' });
  await expect(sheet).toBeVisible();
  await sheet.getByLabel('Day', { exact: true }).selectOption(String(day));
  // Nothing applies until the sheet's button is pressed.
  await expect(page).toHaveURL(/\/circle\/list$/);
  const colour = sheet.getByRole('checkbox', { name: LABEL });
  await sheet.getByText(LABEL, { exact: true }).tap();
  await expect(colour).toBeChecked();
  await sheet.getByRole('button', { name: 'Apply filters' }).tap();

  await expect(page).toHaveURL(new RegExp(`\\?day=${day}&favoriteColor=1$`));
  await expect(sheet).toBeHidden();
  await expect(announcement(page)).toHaveText(/^\d+ circles? found\.$/);
  await expectInViewport(page, firstRow(page));
  await expect(firstRow(page).getByRole('button', { name: new RegExp(`: ${LABEL}$`) })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Filters (2)' })).toBeVisible();
});

test('a page change brings the first result into view and says how many were found', async ({ page }) => {
  await page.goto('/circle/list');
  const pages = page.getByRole('navigation', { name: 'Pages' });
  await pages.getByRole('link', { name: 'Next' }).tap();
  await expect(page).toHaveURL(/\?page=2$/);
  await expect(announcement(page)).toHaveText(/^[\d,]+ circles found\. Page 2 of \d+$/);
  await expectInViewport(page, firstRow(page));
  await expect(page.getByRole('heading', { level: 2, name: /circles$/ })).toBeFocused();
});

test('each row’s favourite control is a 44 px target, and the colours show their names in readable text', async ({ page }) => {
  await page.goto('/circle/list');
  const control = firstRow(page).getByRole('button', { name: /^Add .+ to favourites$/ });
  const box = await control.boundingBox();
  expect(box?.width).toBeGreaterThanOrEqual(44);
  expect(box?.height).toBeGreaterThanOrEqual(44);

  await control.tap();
  // The pop-up (a group with removal, renaming and the memo) holds the colours' own group.
  const colours = firstRow(page).getByRole('group', { name: /^Colours for / }).last().getByRole('button');
  await expect(colours).toHaveCount(18);
  // The member's own name for colour 1, the default names for the rest.
  await expect(colours.nth(0)).toHaveText(`1${LABEL}`);
  await expect(colours.nth(2)).toHaveText('3Yellow');
  await expect(colours.nth(2)).toHaveCSS('color', 'rgb(0, 0, 0)');
  await expect(colours.nth(13)).toHaveText('14Navy');
  await expect(colours.nth(13)).toHaveCSS('color', 'rgb(255, 255, 255)');
  for (const colour of await colours.all()) {
    const size = await colour.boundingBox();
    expect(size?.height).toBeGreaterThanOrEqual(44);
  }
});

for (const [locale, brand] of [
  ['en', 'Web Catalogue'],
  ['ja', 'Webカタログ'],
  ['zh', '网络目录'],
] as const) {
  test(`the brand is whole at 360 px, and no connection badge shows online (${locale})`, async ({ page, context, baseURL }) => {
    await context.addCookies([{ name: 'locale', value: locale, url: baseURL ?? '' }]);
    await page.setViewportSize({ width: 360, height: 740 });
    await page.goto('/circle/list');
    const name = page.getByRole('banner').getByRole('link', { name: brand });
    await expect(name).toBeVisible();
    const fits = await name.evaluate((link) =>
      [link, ...link.querySelectorAll('span')].filter((element) => element.getClientRects().length > 0).every((element) => element.scrollWidth <= element.clientWidth),
    );
    expect(fits).toBe(true);
    await expect(page.getByRole('complementary')).toHaveCount(0);
  });
}

test.describe('offline', () => {
  // As on a phone that visited before: the worker installed.
  test.use(withServiceWorker);

  test('the connection badge shows only offline, sits in the page’s flow, and is not printed', async ({ page, context }) => {
    await page.goto('/circle/list');
    await expect(page.getByRole('searchbox', { name: 'Keyword' })).toBeVisible();
    await expect(indicator(page)).toHaveCount(0);
    await context.setOffline(true);
    await expect(indicator(page)).toBeVisible();
    await expect(indicator(page)).toContainText('Offline');
    // In the flow above the header, so no button lies under it.
    expect(await indicator(page).evaluate((element) => getComputedStyle(element).position)).toBe('static');
    const badge = await indicator(page).boundingBox();
    const header = await page.getByRole('banner').boundingBox();
    expect((badge?.y ?? 0) + (badge?.height ?? 0)).toBeLessThanOrEqual(header?.y ?? 0);
    await page.emulateMedia({ media: 'print' });
    await expect(indicator(page)).toBeHidden();
    await page.emulateMedia({ media: 'screen' });
    await context.setOffline(false);
    await expect(indicator(page)).toHaveCount(0);
  });
});

test('a keyword that finds nothing is named, with no filters to remove that were never set', async ({ page, context }) => {
  await signInThroughApi(context.request, email);
  await page.goto('/circle/list?keyword=zzqxjvv');
  await expect(page.getByText('No circles match “zzqxjvv”.')).toBeVisible();
  await expect(page.getByText(/fewer filters/)).toHaveCount(0);
  const clear = page.getByRole('link', { name: 'Clear the search' });
  await expect(clear).toHaveAttribute('href', '/circle/list');
  await expectInViewport(page, clear);
  // With a filter set, removing filters is the advice.
  await page.goto('/circle/list?keyword=zzqxjvv&day=1');
  await expect(page.getByText('No circles match these filters.')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Reset filters' })).toBeVisible();
});

test('the sheet’s blocks follow its hall before anything is applied, and keep none of the old hall’s', async ({ page }) => {
  const halls = await query<{ key: string; blocks: string[] }>(
    `SELECT CASE h.area WHEN 'EAST' THEN 'E' WHEN 'WEST' THEN 'W' ELSE 'S' END || h.number AS key, array_agg(DISTINCT b.name) AS blocks
     FROM "Hall" h JOIN "Block" b ON b."hallId" = h.id      WHERE NOT h."isCorporate" AND EXISTS (SELECT 1 FROM "Placement" p WHERE p."blockId" = b.id AND p."circleId" IS NOT NULL)
     GROUP BY h.area, h.number ORDER BY h.area, h.number`,
  );
  const east = halls.find((hall) => hall.key.startsWith('E'));
  const west = halls.find((hall) => hall.key.startsWith('W') && hall.blocks.some((block) => !east?.blocks.includes(block)));
  if (!east || !west) throw new Error('the demo event has circle halls in the east and the west');
  // An option reads `East ア` (with the kana's romaji in English): the block's name is its second word.
  const blockNames = async (select: Locator) => (await select.locator('option').allTextContents()).slice(1).map((label) => label.split(' ')[1]?.replace(/\(.*$/, ''));

  await page.goto(`/circle/list?area=${east.key}`);
  await page.getByRole('button', { name: /^Filters/ }).tap();
  const sheet = page.getByRole('dialog', { name: 'Filters' });
  const blocks = sheet.getByLabel('Block', { exact: true });
  await expect.poll(async () => (await blockNames(blocks)).sort()).toEqual([...east.blocks].sort());
  await blocks.selectOption({ index: 1 });

  await sheet.getByLabel('Hall', { exact: true }).selectOption(west.key);
  await expect.poll(async () => (await blockNames(blocks)).sort()).toEqual([...west.blocks].sort());
  await expect(blocks).toHaveValue('');
  await blocks.selectOption({ index: 1 });
  const chosen = await blocks.inputValue();
  await sheet.getByRole('button', { name: 'Apply filters' }).tap();
  // The block chosen in the new hall is kept with it.
  await expect.poll(() => ['area', 'block'].map((key) => new URL(page.url()).searchParams.get(key))).toEqual([west.key, chosen]);
});

test('the whole row opens its circle: a tap on its cut, well away from the name', async ({ page }) => {
  await page.goto('/circle/list?keyword=aozora&day=1');
  await expect(page.locator('#circle-results-heading')).toBeVisible();
  const rows = results(page).getByRole('listitem');
  expect(await rows.count()).toBeGreaterThanOrEqual(6);
  const row = rows.nth(5);
  await row.scrollIntoViewIfNeeded();
  const name = (await row.getByRole('heading', { level: 3 }).getByRole('link').textContent()) ?? '';
  // A finger on the cut, well away from the name, lands on the row's link; the row is far above 44 px.
  const cut = await row.locator('img').first().boundingBox();
  if (!cut) throw new Error('the row has its cut');
  expect((await row.boundingBox())?.height ?? 0).toBeGreaterThanOrEqual(44);
  await page.touchscreen.tap(cut.x + cut.width / 2, cut.y + cut.height - 8);
  await page.waitForURL(/\/circle\/\d+$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(name);
});

test('back from a circle finds the search, its filter and the place in the list', async ({ page }) => {
  await page.goto('/circle/list?keyword=aozora&day=1');
  const rows = results(page).getByRole('listitem');
  await expect(rows.nth(5)).toBeVisible();
  await rows.nth(5).scrollIntoViewIfNeeded();
  const scrolled = await page.evaluate(() => window.scrollY);
  expect(scrolled).toBeGreaterThan(100);
  await rows.nth(5).getByRole('heading', { level: 3 }).getByRole('link').tap();
  await page.waitForURL(/\/circle\/\d+$/);

  await page.getByRole('link', { name: 'Back to the circle list' }).tap();
  await page.waitForURL(/\/circle\/list\?keyword=aozora&day=1$/);
  await expect(page.getByLabel('Keyword')).toHaveValue('aozora');
  await expect(page.locator('#main form select[name="day"]')).toHaveValue('1');
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(scrolled - 60);
  expect(await page.evaluate(() => window.scrollY)).toBeLessThan(scrolled + 60);

  // Opened afresh (a reload, a saved tab), the circle's way back still leads to that search.
  await rows.nth(1).getByRole('heading', { level: 3 }).getByRole('link').tap();
  await page.waitForURL(/\/circle\/\d+$/);
  await page.reload();
  await page.getByRole('link', { name: 'Back to the circle list' }).tap();
  await page.waitForURL(/\/circle\/list\?keyword=aozora&day=1$/);
});

test('a favourite’s name on the favourites page is a 44 px target', async ({ page }) => {
  await page.goto('/user/favorites');
  const link = page.locator('[data-favorite-row] a[href^="/circle/"]').first();
  await expect(link).toBeVisible();
  expect((await link.boundingBox())?.height ?? 0).toBeGreaterThanOrEqual(44);
});
