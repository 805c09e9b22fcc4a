import { request as playwrightRequest, type APIRequestContext, type Page } from '@playwright/test';
import { toRomaji } from 'wanakana';
import { decodeSnapshotColumns, type CatalogueSnapshot } from '@/lib/offline-search/snapshot-format';
import { demo, signInThroughApi } from '../support/accounts';
import { expect, test } from '../support/fixtures';

// The whole catalogue on the phone: a member saves the event days (and with them the catalogue), loses
// the network, searches by typing a romaji name letter by letter, filters by day and colour, opens a
// circle and keeps a memo that is sent when the network returns. Nobody else receives the adult variant.

test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

type SavedFavorite = { circleId: number; name: string; memo: string; color: number; days: number[] };
type Manifest = { variant: string; hash: string; url: string };

async function serverFavorites(request: APIRequestContext): Promise<SavedFavorite[]> {
  const response = await request.get('/api/offline/bundle');
  expect(response.status()).toBe(200);
  return ((await response.json()) as { favorites: SavedFavorite[] }).favorites;
}

const ROMAJI = /^[a-z]{4,}$/;

/** A day-1 favourite with a colour whose reading types as plain romaji, and that romaji. */
async function favoriteToType(page: Page, request: APIRequestContext): Promise<{ favorite: SavedFavorite; romaji: string }> {
  // Through the browser, which decodes the snapshot as the device does.
  await page.goto('/circle/list');
  const snapshot = await page.evaluate(async () => {
    const manifest = (await (await fetch('/api/offline/catalogue')).json()) as { url: string };
    const response = await fetch(manifest.url);
    return JSON.parse(await new Response(response.body?.pipeThrough(new DecompressionStream('gzip'))).text()) as unknown;
  }) as CatalogueSnapshot;
  const readings = new Map(decodeSnapshotColumns(snapshot.columns).map((row) => [row.id, toRomaji(row.nameKana)]));
  for (const favorite of await serverFavorites(request)) {
    const romaji = readings.get(favorite.circleId) ?? '';
    if (favorite.color > 0 && favorite.days.includes(1) && ROMAJI.test(romaji)) return { favorite, romaji };
  }
  throw new Error('The demo member has a day-1 favourite with a colour and a reading');
}

async function saveEventDays(page: Page) {
  await page.goto('/circle/list');
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, { timeout: 30_000 });
  await page.getByRole('button', { name: /^Offline data/ }).click();
  const panel = page.getByRole('dialog', { name: 'Event days offline' });
  await expect(panel.getByText(/MB to download/)).toBeVisible({ timeout: 90_000 });
  await panel.getByRole('button', { name: 'Save for offline use' }).click();
  await expect(panel.getByText(/^Saved on .+ circles \(.+ MB on this device\)\./)).toBeVisible({ timeout: 120_000 });
  await panel.getByRole('button', { name: 'Close' }).last().click();
}

test('a member searches, filters, reads a circle and keeps a memo offline on a phone', async ({ page, context }) => {
  test.setTimeout(240_000);
  await signInThroughApi(context.request, demo.platinum);
  const { favorite, romaji } = await favoriteToType(page, context.request);

  await saveEventDays(page);
  await page.reload();
  await context.setOffline(true);

  const keyword = page.getByRole('searchbox', { name: 'Keyword' });
  const results = page.getByRole('list', { name: 'Results' });
  const count = page.locator('#live-results-heading');
  await keyword.press(romaji.charAt(0));
  // The first search waits for the catalogue to open in the worker (seconds on a busy machine).
  await expect(count).toBeVisible({ timeout: 60_000 });
  const afterOneLetter = (await count.textContent()) ?? '';
  for (const letter of romaji.slice(1)) await keyword.press(letter);
  await expect(count).not.toHaveText(afterOneLetter);
  await expect(results.getByRole('link').first()).toBeVisible();
  // The address follows after a pause, so the search can be linked to and stepped back through.
  await expect(page).toHaveURL(new RegExp(`keyword=${romaji}`));

  await page.getByRole('button', { name: /^Filters/ }).click();
  const sheet = page.getByRole('dialog', { name: 'Filters' });
  await sheet.getByLabel('Day').selectOption('1');
  await sheet.locator(`input[name="favoriteColor"][value="${favorite.color}"]`).check();
  await sheet.getByRole('button', { name: 'Apply filters' }).click();
  await expect(page).toHaveURL(/day=1/);
  await expect(page).toHaveURL(new RegExp(`favoriteColor=${favorite.color}`));
  await expect(page).toHaveURL(/keyword=/);
  await expect(results.getByRole('link', { name: favorite.name })).toBeVisible();

  await results.getByRole('link', { name: favorite.name }).click();
  await expect(page.getByRole('heading', { name: favorite.name })).toBeVisible();
  const edited = `Kept offline ${Date.now()}`;
  await page.getByRole('textbox', { name: 'Memo' }).fill(edited);
  await page.getByRole('button', { name: 'Keep memo' }).click();
  await expect(page.getByText('The memo is kept on this device')).toBeVisible();

  await context.setOffline(false);
  await expect(page.getByText('1 change was sent.')).toBeVisible({ timeout: 45_000 });
  const stored = (await serverFavorites(context.request)).find((candidate) => candidate.circleId === favorite.circleId);
  expect(stored?.memo).toBe(edited);
  const restore = await context.request.post('/api/offline/sync', { data: { changes: [{ circleId: favorite.circleId, memo: { value: favorite.memo, editedAt: Date.now() } }] } });
  expect(restore.status()).toBe(200);
});

test('a visitor and an under-18 member never receive the adult variant', async ({ context, baseURL }) => {
  test.setTimeout(120_000);
  await signInThroughApi(context.request, demo.platinum);
  const manifest = (await (await context.request.get('/api/offline/catalogue')).json()) as Manifest;
  expect(manifest.variant).toBe('adult');
  expect((await context.request.get(manifest.url)).status()).toBe(200);

  const visitor = await playwrightRequest.newContext({ baseURL, extraHTTPHeaders: { 'x-forwarded-for': '10.222.0.1' } });
  const minor = await playwrightRequest.newContext({ baseURL, extraHTTPHeaders: { 'x-forwarded-for': '10.222.0.2' } });
  try {
    await signInThroughApi(minor, demo.minor);
    for (const [who, client] of [['visitor', visitor], ['minor', minor]] as const) {
      for (const path of [manifest.url, manifest.url.replace('/adult/', '/general/'), '/api/offline/catalogue']) {
        const response = await client.get(path);
        expect([401, 403], `${who} ${path}`).toContain(response.status());
      }
    }
  } finally {
    await visitor.dispose();
    await minor.dispose();
  }
});
