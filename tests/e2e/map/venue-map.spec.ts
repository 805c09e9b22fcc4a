import type { BrowserContext, Page } from '@playwright/test';
import { demo, signInThroughApi } from '../support/accounts';
import { expect, test } from '../support/fixtures';
import { gunzipSync } from 'node:zlib';
import { decodeMapDay } from '@/lib/map/map-day-codec';
import type { MapAuthors } from '@/lib/map/map-day';
import { addFavorites, createPlatinumUser } from '../support/platinum-user';
import { countColour, readPng } from '../support/png-pixels';

test.beforeEach(async ({ context }) => {
  await signInThroughApi(context.request, demo.platinum);
});

test('the map opens from a circle’s page with its space highlighted, switches hall, follows a deep link and goes back', async ({ page }) => {
  await page.goto('/circle/list?favorite=1&favoriteMemo=must');
  await page.getByRole('list', { name: 'Results' }).getByRole('heading', { level: 3 }).getByRole('link').first().click();
  // A result's link goes through the router: the circle's page is the one whose heading is read.
  await page.waitForURL(/\/circle\/\d+$/);
  const name = (await page.getByRole('heading', { level: 1 }).textContent()) ?? '';
  const mapLink = page.getByRole('link', { name: /^Show on map: .+$/ }).first();
  const href = (await mapLink.getAttribute('href')) ?? '';
  const [, wcid, day, hall] = /^\/map#(\d+)\/day=Day(\d)\/hall=([EWS]\d+)$/.exec(href) ?? [];
  expect(wcid, href).toBeDefined();
  await mapLink.click();
  await expect(page).toHaveURL(new RegExp(`/map#${wcid}/day=Day${day}/hall=${hall}$`));

  const canvas = page.getByRole('region', { name: 'Venue map' }).locator('.venue-map-canvas');
  await expect(canvas).toHaveAttribute('data-state', 'ready', { timeout: 30_000 });
  // The popup names the circle and links to its page; the text alternative lists the space as current.
  const popup = page.getByRole('article', { name });
  await expect(popup).toBeVisible();
  await expect(popup.getByRole('link', { name: 'Circle details' })).toHaveAttribute('href', /^\/circle\/\d+$/);
  await expect(popup.getByText('Must have')).toBeVisible();
  // The favourites feature's own controls fill the popup's slot.
  await expect(popup.getByRole('button', { name: /^Favourite colour of .+: Must have$/ })).toBeVisible();
  const favourites = page.getByRole('list', { name: 'Your favourites here' });
  await expect(favourites.getByRole('button', { name: new RegExp(name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')) })).toHaveAttribute('aria-current', 'true');
  await expect(page.getByLabel('Day', { exact: true })).toHaveValue(day ?? '');
  await expect(page.getByLabel('Hall', { exact: true })).toHaveValue(hall ?? '');

  const otherHall = hall === 'E1' ? 'E2' : 'E1';
  await page.getByLabel('Hall', { exact: true }).selectOption(otherHall);
  await expect(page).toHaveURL(new RegExp(`#/day=Day${day}/hall=${otherHall}$`));
  await expect(canvas).toHaveAttribute('data-view', `${day}:${otherHall}:`);
  await expect(popup).toBeHidden();

  // A deep link to a search over the whole venue, followed within the page.
  const word = name.split(/\s+/)[0] ?? name;
  await page.evaluate((hash) => (window.location.hash = hash), `/day=Day${day}/keyword=${encodeURIComponent(word)}/scope=all`);
  await expect(page.getByRole('heading', { level: 2, name: 'Highlighted spaces' })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Highlighted spaces' }).getByRole('button', { name: new RegExp(word.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')) }).first()).toBeVisible();
  await expect(page.getByLabel('Search the map')).toHaveValue(word);
  await expect(page.getByLabel('Hall', { exact: true })).toHaveValue('');

  await page.goBack();
  await expect(page).toHaveURL(new RegExp(`#/day=Day${day}/hall=${otherHall}$`));
  await expect(page.getByLabel('Hall', { exact: true })).toHaveValue(otherHall);
  await page.goBack();
  await expect(page).toHaveURL(new RegExp(`/map#${wcid}/day=Day${day}/hall=${hall}$`));
  await expect(page.getByRole('article', { name })).toBeVisible();
});

test('on the whole venue every favourite shows as a mark in its colour, though its desk is smaller than a pixel there', async ({ page }) => {
  await page.goto('/map#/day=Day1');
  const canvas = page.getByRole('region', { name: 'Venue map' }).locator('.venue-map-canvas');
  await expect(canvas).toHaveAttribute('data-view', /^1:/, { timeout: 30_000 });
  await expect(canvas).toHaveAttribute('data-state', 'ready');
  await expect(page.getByLabel('Hall', { exact: true })).toHaveValue('');
  // The colours of the day's favourites, as the list beside the map shows them.
  const swatches = page.getByRole('list', { name: 'Your favourites here' }).locator('.venue-map-swatch');
  await expect(swatches.first()).toBeVisible();
  const colours = [...new Set(await swatches.evaluateAll((items) => items.map((item) => getComputedStyle(item).backgroundColor)))];
  expect(colours.length).toBeGreaterThan(1);
  const pixels = readPng(await canvas.locator('canvas').screenshot());
  for (const colour of colours) {
    const [r = 0, g = 0, b = 0] = (colour.match(/\d+/g) ?? []).map(Number);
    expect(countColour(pixels, [r, g, b]), `pixels of ${colour}`).toBeGreaterThanOrEqual(4);
  }
});

test('switching the day replaces the drawn floor plan', async ({ page }) => {
  await page.goto('/map#/day=Day1/hall=E1');
  const canvas = page.getByRole('region', { name: 'Venue map' }).locator('.venue-map-canvas');
  await expect(canvas).toHaveAttribute('data-view', '1:E1:', { timeout: 30_000 });
  await expect(canvas).toHaveAttribute('data-state', 'ready');
  await page.getByLabel('Day', { exact: true }).selectOption('2');
  await expect(page).toHaveURL(/#\/day=Day2(\/|$)/);
  await expect(canvas).toHaveAttribute('data-view', /^2:/, { timeout: 30_000 });
  await expect(canvas).toHaveAttribute('data-state', 'ready');
  await expect(page.getByLabel('Day', { exact: true })).toHaveValue('2');
});

/**
 * A member of its own with three favourites, the first with `memo` and in colour 1 named "Go first",
 * signed in instead of the demo one (the consent cookie stays); the map opened from that circle's page.
 */
async function openFavouriteOnMap(page: Page, context: BrowserContext, label: string, memo: string): Promise<string> {
  const email = await createPlatinumUser(label);
  await addFavorites(email, 3, memo, 'Go first');
  await context.clearCookies({ name: /session-token/ });
  await signInThroughApi(context.request, email);
  await page.goto(`/circle/list?favorite=1&favoriteMemo=${encodeURIComponent(memo)}`);
  await page.getByRole('list', { name: 'Results' }).getByRole('heading', { level: 3 }).getByRole('link').first().click();
  // A result's link goes through the router: the circle's page is the one whose heading is read.
  await page.waitForURL(/\/circle\/\d+$/);
  const name = (await page.getByRole('heading', { level: 1 }).textContent()) ?? '';
  await page.getByRole('link', { name: /^Show on map: .+$/ }).first().click();
  return name;
}

test('a colour picked in the popup shows at once, without a reload', async ({ page, context }) => {
  const name = await openFavouriteOnMap(page, context, 'map-colour', 'Popup memo');
  const popup = page.getByRole('article', { name });
  await expect(popup.getByText('Go first', { exact: true })).toBeVisible({ timeout: 30_000 });
  await popup.getByRole('button', { name: `Favourite colour of ${name}: Go first` }).click();
  await page.getByRole('group', { name: `Colours for ${name}` }).first().getByRole('button', { name: 'Blue', exact: true }).click();
  // The pick closed the colours; the popup stays.
  await expect(popup.getByRole('button', { name: `Favourite colour of ${name}: Blue` })).toHaveAttribute('aria-expanded', 'false');
  // The popup's own favourite line follows the change.
  await expect(popup.getByText('Go first', { exact: true })).toBeHidden();
  await expect(popup.getByText('Blue', { exact: true })).toBeVisible();

  // Removed in the popup, the circle leaves the list of favourites at once (the selected circle is
  // listed first while its popup is open, so the popup is closed first).
  const listed = page.getByRole('list', { name: 'Your favourites here' }).getByRole('button', { name: new RegExp(name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')) });
  await expect(listed).toBeVisible();
  await popup.getByRole('button', { name: `Favourite colour of ${name}: Blue` }).click();
  await page.getByRole('button', { name: 'Remove from favourites' }).click();
  await expect(popup.getByText('Not in your favourites')).toBeVisible();
  await page.locator('.maplibregl-popup-close-button').click();
  await expect(popup).toBeHidden();
  await expect(listed).toBeHidden();
});

test('a favourite’s colours opened in the popup stay within the map, reached by scrolling the popup alone', async ({ page, context }) => {
  const name = await openFavouriteOnMap(page, context, 'map-panel', 'Panel memo');
  await expect(page.locator('.venue-map-canvas')).toHaveAttribute('data-state', 'ready', { timeout: 30_000 });
  // The map under the page's header and toolbar is shorter than the popup with its colours and memo.
  const popup = page.getByRole('article', { name });
  await popup.getByRole('button', { name: `Favourite colour of ${name}: Go first` }).click();
  const remove = popup.getByRole('button', { name: 'Remove from favourites' });
  await expect(remove).toBeVisible();

  // Scrolling inside the popup (a wheel or a swipe over it) brings its last buttons up; the page itself
  // does not move. The button is then where the pointer finds it: inside the map, the element at its centre.
  await expect(async () => {
    const reached = await remove.evaluate((button) => {
      const content = button.closest<HTMLElement>('.maplibregl-popup-content');
      if (content) content.scrollTop = content.scrollHeight;
      const frame = button.closest('.venue-map-canvas')?.getBoundingClientRect();
      const at = button.getBoundingClientRect();
      const centre = document.elementFromPoint(at.x + at.width / 2, at.y + at.height / 2);
      return { inside: !!frame && at.top >= frame.top && at.bottom <= frame.bottom && at.left >= frame.left && at.right <= frame.right, hit: centre === button, pageScroll: window.scrollY };
    });
    expect(reached).toEqual({ inside: true, hit: true, pageScroll: 0 });
  }).toPass({ timeout: 10_000 });

  await remove.click();
  await expect(popup.getByText('Not in your favourites')).toBeVisible();
});

test('a corporate booth link opens its popup, and the display settings stay on this device', async ({ page }) => {
  await page.goto('/booth');
  await page.getByRole('list', { name: 'Results' }).getByRole('heading', { level: 3 }).getByRole('link').first().click();
  // A result's link goes through the router: the booth's page is the one whose heading is read.
  await page.waitForURL(/\/booth\/\d+$/);
  const name = (await page.getByRole('heading', { level: 1 }).textContent()) ?? '';
  await page.getByRole('link', { name: 'Show on map' }).click();
  await expect(page).toHaveURL(/\/map#\/boothId=\d+\/hall=[WS][34]$/);
  await expect(page.getByRole('article', { name }).getByRole('link', { name: 'Booth details' })).toBeVisible();

  await page.getByText('Options', { exact: true }).click();
  await page.getByLabel('Colour by genre').check();
  await page.reload();
  await page.getByText('Options', { exact: true }).click();
  await expect(page.getByLabel('Colour by genre')).toBeChecked();
});

test('the day data is content-addressed: kept for good under its hash, revalidated by ETag without it', async ({ page, request, context }) => {
  // A member of its own, whose favourites this test changes.
  const email = await createPlatinumUser('map-cache');
  await context.clearCookies({ name: /session-token/ });
  await signInThroughApi(context.request, email);
  expect((await request.get('/api/map/day/1')).status()).toBe(401);
  expect((await request.get('/api/map/day/1/authors')).status()).toBe(401);
  expect((await request.get('/api/map/search?day=1&keyword=a')).status()).toBe(401);
  const stable = await page.request.get('/api/map/day/1');
  expect(stable.status()).toBe(200);
  expect(stable.headers()['cache-control']).toBe('private, no-cache');
  expect(stable.headers()['content-type']).toBe('application/gzip');
  const day = decodeMapDay(new Uint8Array(gunzipSync(await stable.body())).buffer);
  expect(day).toMatchObject({ day: 1 });
  expect(day.spaces.x.length).toBeGreaterThan(10_000);
  const etag = stable.headers().etag ?? '';
  expect(etag).toMatch(/^"map-[\w-]+"$/);
  expect((await page.request.get('/api/map/day/1', { headers: { 'If-None-Match': etag } })).status()).toBe(304);
  expect((await page.request.get('/api/map/day/8')).status()).toBe(404);

  // The page asks for the day under its content hash, which the browser may keep for a year.
  await page.goto('/map#/day=Day1');
  await expect(page.locator('.venue-map-canvas')).toHaveAttribute('data-state', 'ready', { timeout: 30_000 });
  const requested = () => page.evaluate(() => performance.getEntriesByType('resource').map((entry) => entry as PerformanceResourceTiming).filter((entry) => /\/api\/map\/day\/1(\/authors)?\?v=/.test(entry.name)).map((entry) => ({ url: new URL(entry.name).pathname + new URL(entry.name).search, transferSize: entry.transferSize })));
  // The authors' file is asked for after the map is drawn: wait for it rather than read too early.
  await expect.poll(async () => (await requested()).map((entry) => entry.url.split('?')[0]).sort()).toEqual(['/api/map/day/1', '/api/map/day/1/authors']);
  const first = await requested();
  const hashed = await page.request.get(first.find((entry) => !entry.url.includes('authors'))?.url ?? '');
  expect(hashed.headers()['cache-control']).toBe('private, max-age=31536000, immutable');
  expect(hashed.headers().etag).toBe(etag);
  const authors = (await (await page.request.get(first.find((entry) => entry.url.includes('authors'))?.url ?? '')).json()) as MapAuthors;
  expect(authors.author).toHaveLength(day.circles.id.length);
  expect(authors.romaji).toHaveLength(day.circles.id.length);

  // A favourite added elsewhere changes nothing in the day: the next visit takes it from the browser's cache.
  const circleId = day.circles.id[0] ?? 0;
  const changed = await page.request.post('/api/offline/sync', { data: { changes: [{ circleId, memo: { value: `Map cache ${Date.now()}`, editedAt: Date.now() } }] } });
  expect(changed.status()).toBe(200);
  await page.reload();
  await expect(page.locator('.venue-map-canvas')).toHaveAttribute('data-state', 'ready', { timeout: 30_000 });
  const again = await requested();
  expect(again.map((entry) => entry.url).sort()).toEqual(first.map((entry) => entry.url).sort());
  expect(again.every((entry) => entry.transferSize === 0)).toBe(true);

  const search = await page.request.get('/api/map/search?day=1&category=booth&keyword=a');
  expect(((await search.json()) as { boothIds: number[] }).boothIds.length).toBeGreaterThan(0);
});
