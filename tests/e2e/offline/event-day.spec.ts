import type { APIRequestContext, Page } from '@playwright/test';
import { demo, signInThroughApi } from '../support/accounts';
import { query } from '../support/database';
import { expect, test } from '../support/fixtures';
import { addFavorites, createPlatinumUser } from '../support/platinum-user';
import { withServiceWorker } from '../support/service-worker';

// The event-day mode end to end: a member saves the days on the device, loses the network, opens the
// saved pages, edits a memo, and the edit reaches the server when the network returns.

test.use(withServiceWorker);

type SavedFavorite = { circleId: number; name: string; memo: string; memoUpdatedAt: number; color: number; days: number[] };

async function serverFavorites(request: APIRequestContext): Promise<SavedFavorite[]> {
  const response = await request.get('/api/offline/bundle');
  expect(response.status()).toBe(200);
  return ((await response.json()) as { favorites: SavedFavorite[] }).favorites;
}

async function setMemo(request: APIRequestContext, circleId: number, memo: string, editedAt = Date.now()) {
  const response = await request.post('/api/offline/sync', { data: { changes: [{ circleId, memo: { value: memo, editedAt } }] } });
  expect(response.status()).toBe(200);
}

// The indicator shows only while offline or while edits wait; online, a button at the end of the page opens the panel.
const indicator = (page: Page) => page.getByRole('complementary', { name: 'Connection and offline data' });
const openPanelOffline = (page: Page) => indicator(page).getByRole('button').first().click();
const offlineDataButton = (page: Page) => page.getByRole('button', { name: /^Offline data/ });

async function saveEventDays(page: Page) {
  await page.goto('/user/favorites');
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, { timeout: 30_000 });
  await expect(indicator(page)).toBeHidden();
  await offlineDataButton(page).click();
  const panel = page.getByRole('dialog', { name: 'Event days offline' });
  await panel.getByRole('button', { name: 'Save for offline use' }).click();
  await expect(panel.getByText(/^Saved on .+ circles? for Day 1/)).toBeVisible({ timeout: 90_000 });
  return panel;
}

test('saved days open offline, and a memo edited offline reaches the server when back online', async ({ page, context }) => {
  test.setTimeout(180_000);
  await signInThroughApi(context.request, demo.platinum);
  const favorite = (await serverFavorites(context.request)).find((candidate) => candidate.memo === 'Ask about mail order');
  if (!favorite) throw new Error('The demo member has the favourite with this memo');

  const panel = await saveEventDays(page);
  await expect(panel.getByRole('link', { name: favorite.name })).toBeVisible();
  await panel.getByRole('button', { name: 'Close' }).last().click();

  await context.setOffline(true);
  // The network is really gone for the page and its worker: the sync route is never answered from a cache.
  expect(await page.evaluate(() => fetch('/api/offline/bundle').then((response) => response.status, () => 'failed'))).toBe('failed');

  await page.goto('/user/favorites');
  await expect(page).toHaveTitle(/Favourites/);
  await expect(indicator(page)).toContainText('Offline');

  await page.goto(`/circle/${favorite.circleId}`);
  await expect(page.getByRole('heading', { name: favorite.name })).toBeVisible();

  await page.goto('/map');
  await expect(page).toHaveTitle(/Map/);
  expect(await page.evaluate(() => fetch('/api/map/day/1').then((response) => response.status, () => 'failed'))).toBe(200);

  await openPanelOffline(page);
  const memo = page.getByRole('textbox', { name: `Memo for ${favorite.name}` });
  const edited = `Offline at the venue ${Date.now()}`;
  await memo.fill(edited);
  await memo.press('Tab');
  // The open panel hides the rest of the page from assistive technology; the bar counts once it closes.
  await page.keyboard.press('Escape');
  await expect(indicator(page)).toContainText('1 change to send');

  await context.setOffline(false);
  await expect(page.getByText('1 change was sent.')).toBeVisible({ timeout: 45_000 });
  await expect(indicator(page)).not.toContainText('to send');
  await indicator(page).getByRole('button', { name: 'Close' }).click();
  await expect(indicator(page)).toBeHidden();
  const stored = (await serverFavorites(context.request)).find((candidate) => candidate.circleId === favorite.circleId);
  expect(stored?.memo).toBe(edited);

  await setMemo(context.request, favorite.circleId, favorite.memo);
});

test('an offline edit older than an edit made elsewhere loses, and the user is told', async ({ page, context }) => {
  test.setTimeout(180_000);
  await signInThroughApi(context.request, demo.platinum);
  const favorite = (await serverFavorites(context.request)).find((candidate) => candidate.memo === 'Check the tapestry');
  if (!favorite) throw new Error('The demo member has the favourite with this memo');
  await saveEventDays(page);
  await page.keyboard.press('Escape');

  await context.setOffline(true);
  await openPanelOffline(page);
  const memo = page.getByRole('textbox', { name: `Memo for ${favorite.name}` });
  await memo.fill('Written offline first');
  await memo.press('Tab');
  // The open panel hides the rest of the page from assistive technology; the bar counts once it closes.
  await page.keyboard.press('Escape');
  await expect(indicator(page)).toContainText('1 change to send');

  // Another device writes the same memo later, while this one is still offline.
  const later = `Written later on a laptop ${Date.now()}`;
  await setMemo(context.request, favorite.circleId, later, Date.now() + 1_000);

  await context.setOffline(false);
  await expect(page.getByText('1 change met a newer edit made elsewhere; the newer edit was kept.')).toBeVisible({ timeout: 45_000 });
  const stored = (await serverFavorites(context.request)).find((candidate) => candidate.circleId === favorite.circleId);
  expect(stored?.memo).toBe(later);
  await offlineDataButton(page).click();
  await expect(page.getByRole('textbox', { name: `Memo for ${favorite.name}` })).toHaveValue(later);

  await setMemo(context.request, favorite.circleId, favorite.memo, Date.now() + 2_000);
});

test('a colour picked offline with the favourite controls is kept on the device and sent when back online', async ({ page, context }) => {
  test.setTimeout(180_000);
  await signInThroughApi(context.request, demo.platinum);
  const favorite = (await serverFavorites(context.request)).find(
    (candidate) => candidate.days.includes(1) && candidate.color !== 18 && !['Ask about mail order', 'Check the tapestry'].includes(candidate.memo),
  );
  if (!favorite) throw new Error('The demo member has another favourite on day 1');
  await saveEventDays(page);
  await page.keyboard.press('Escape');

  await context.setOffline(true);
  await page.goto(`/circle/${favorite.circleId}`);
  await expect(page.getByRole('heading', { level: 1, name: favorite.name })).toBeVisible();
  await page.getByRole('button', { name: new RegExp(`^Favourite colour of .+: `) }).first().click();
  await page.getByRole('group', { name: `Colours for ${favorite.name}` }).first().getByRole('button', { name: 'Charcoal', exact: true }).click();
  await expect(page.getByText('No connection: kept on this device and sent when the connection returns.')).toBeVisible();
  await expect(indicator(page)).toContainText('1 change to send');

  await context.setOffline(false);
  await expect(page.getByText('1 change was sent.')).toBeVisible({ timeout: 45_000 });
  const stored = (await serverFavorites(context.request)).find((candidate) => candidate.circleId === favorite.circleId);
  expect(stored?.color).toBe(18);

  const restore = await context.request.post('/api/offline/sync', { data: { changes: [{ circleId: favorite.circleId, color: { value: favorite.color, editedAt: Date.now() + 1_000 } }] } });
  expect(restore.status()).toBe(200);
});

test('saving and syncing need the plan', async ({ page, context }) => {
  await signInThroughApi(context.request, demo.member);
  expect((await context.request.get('/api/offline/bundle')).status()).toBe(403);
  const sync = await context.request.post('/api/offline/sync', { data: { changes: [{ circleId: 1, memo: { value: 'x', editedAt: Date.now() } }] } });
  expect(sync.status()).toBe(403);
  await page.goto('/');
  await expect(indicator(page)).toBeHidden();
  await expect(offlineDataButton(page)).toBeHidden();
});

// A browser can be shared (a family's tablet, a friend's phone at the venue): what one member left on
// the device must neither be sent as another member's nor shown to someone who may not see it.

test("edits one member queued offline are never sent with another member's session on the same browser", async ({ page, context }) => {
  test.setTimeout(120_000);
  const first = await createPlatinumUser('queue-first');
  const second = await createPlatinumUser('queue-second');
  await signInThroughApi(context.request, first);
  await page.goto('/circle/list?day=2&page=3');
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, { timeout: 30_000 });
  const row = page.getByRole('list', { name: 'Results' }).getByRole('listitem').first();
  const link = row.getByRole('heading', { level: 3 }).getByRole('link');
  const name = ((await link.textContent()) ?? '').trim();
  const circle = { id: Number(/\/circle\/(\d+)/.exec((await link.getAttribute('href')) ?? '')?.[1]) };
  expect(circle.id).toBeGreaterThan(0);

  await context.setOffline(true);
  await row.getByRole('button', { name: `Add ${name} to favourites` }).click();
  await page.getByRole('group', { name: `Colours for ${name}` }).first().getByRole('button', { name: 'Charcoal', exact: true }).click();
  await expect(page.getByText('No connection: kept on this device and sent when the connection returns.')).toBeVisible();
  await expect(indicator(page)).toContainText('1 change to send');

  // The first member's session ends while the edit waits; the second signs in on the same browser.
  await context.clearCookies();
  await context.setOffline(false);
  await signInThroughApi(context.request, second);
  const syncs: string[] = [];
  page.on('request', (request) => void (new URL(request.url()).pathname === '/api/offline/sync' && syncs.push(request.method())));
  await page.goto('/circle/list?day=2&page=3');
  // The waiting edit leaves the device instead of being sent.
  await expect(indicator(page)).toBeHidden({ timeout: 30_000 });
  await page.waitForTimeout(1_000);
  expect(syncs).toEqual([]);
  const favorites = await query<{ email: string }>('SELECT u.email FROM "Favorite" f JOIN "User" u ON u.id = f."userId" WHERE f."circleId" = $1 AND u.email = ANY($2::text[])', [
    circle.id,
    [first, second],
  ]);
  expect(favorites).toEqual([]);

  // The server, too, refuses edits a device says were made by someone else.
  const refused = await context.request.post('/api/offline/sync', { data: { owner: 'someone-else', changes: [{ circleId: circle.id, color: { value: 18, editedAt: Date.now() } }] } });
  expect(refused.status()).toBe(409);
  expect(((await refused.json()) as { error: { messageKey: string } }).error.messageKey).toBe('Errors.favorites.queueOfAnother');
});

test('saved event days leave the device once their member may no longer see them', async ({ page, context }) => {
  test.setTimeout(180_000);
  const email = await createPlatinumUser('saved-days-adult-off');
  await addFavorites(email, 12, 'Saved for the day', 'First');
  await signInThroughApi(context.request, email);
  const favorite = (await serverFavorites(context.request)).find((candidate) => candidate.days.includes(1));
  if (!favorite) throw new Error('The member has a favourite on day 1');
  await saveEventDays(page);
  await page.keyboard.press('Escape');

  // The member turns adult content off elsewhere (or a birthdate is corrected to under 18): the saved
  // pages were made with it on. The next page online removes them.
  await query('UPDATE "User" SET "showAdult" = false WHERE email = $1', [email]);
  await page.goto('/');
  await expect(offlineDataButton(page)).toBeHidden();
  await expect
    .poll(() => page.evaluate(async () => (await caches.keys()).filter((name) => name.includes('event-day')).length), { timeout: 15_000 })
    .toBe(0);

  await context.setOffline(true);
  await page.goto(`/circle/${favorite.circleId}`);
  await expect(page.getByText('This page is not kept on this device, so it needs the network.')).toBeVisible();
  await expect(page.getByRole('heading', { name: favorite.name })).toBeHidden();
});
