import type { Page } from '@playwright/test';
import { nameRomaji } from '@/lib/catalogue/name-romaji';
import { signInThroughApi } from '../support/accounts';
import { query } from '../support/database';
import { expect, test } from '../support/fixtures';
import { waitForKeptShellPages } from '../support/offline';
import { createPlatinumUser } from '../support/platinum-user';
import { withServiceWorker } from '../support/service-worker';

// Issue 22's phone flow: a member saves the event day (and with it the catalogue), loses the network,
// searches the whole catalogue as they type, filters by day and colour, opens a circle and edits its
// memo, which reaches the server when the network returns.

test.use(withServiceWorker);

test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

type Favorite = { id: number; name: string; reading: string; day: number };

/** Two circles named 青空…, favourites of the member in orange (1) and yellow (2), on days the spec reads. */
async function favoriteAozoraCircles(email: string): Promise<[Favorite, Favorite]> {
  const rows = await query<Favorite>(
    `SELECT c.id, c.name, CASE WHEN c."nameKana" <> '' THEN c."nameKana" ELSE coalesce(c."nameReading", '') END AS reading, min(d."dayNumber") AS day FROM "Circle" c
     JOIN "Placement" p ON p."circleId" = c.id JOIN "EventDay" d ON d.id = p."dayId"
     WHERE c.name LIKE '青空%' GROUP BY c.id, c.name, c."nameKana", c."nameReading" ORDER BY c.id LIMIT 2`,
  );
  const [first, second] = rows;
  if (!first || !second) throw new Error('The demo event has two circles named 青空…');
  await query(
    `INSERT INTO "Favorite" ("userId", "circleId", color, memo) SELECT u.id, v.circle, v.color, '' FROM "User" u,
     (VALUES ($2::int, 1), ($3::int, 2)) AS v(circle, color) WHERE u.email = $1`,
    [email, first.id, second.id],
  );
  return [first, second];
}

async function storedMemo(email: string, circleId: number): Promise<string | undefined> {
  const [row] = await query<{ memo: string }>(`SELECT f.memo FROM "Favorite" f JOIN "User" u ON u.id = f."userId" WHERE u.email = $1 AND f."circleId" = $2`, [email, circleId]);
  return row?.memo;
}

// The device's results, marked apart from the server's list they stand in for.
const liveResults = (page: Page) => page.getByRole('region').filter({ hasText: 'Results from the catalogue on this device' });
const liveCount = (page: Page) => liveResults(page).getByRole('heading', { level: 2 });
const countOf = async (page: Page) => Number(((await liveCount(page).textContent()) ?? '').replace(/\D/g, ''));
const indicator = (page: Page) => page.getByRole('complementary', { name: 'Connection and offline data' });

test('offline, the whole catalogue is searched as the member types, filtered, opened and a memo sent later', async ({ page, context }) => {
  test.setTimeout(180_000);
  const email = await createPlatinumUser('offline-search');
  const [orange, yellow] = await favoriteAozoraCircles(email);
  await signInThroughApi(context.request, email);

  await test.step('saves the event day, and the catalogue with it', async () => {
    await page.goto('/user/favorites');
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, { timeout: 30_000 });
    await page.getByRole('button', { name: /^Offline data/ }).tap();
    const panel = page.getByRole('dialog', { name: 'Event days offline' });
    await expect(panel.getByText(/^Every circle, searchable without a network: [\d.]+ MB to download/)).toBeVisible();
    await panel.getByRole('button', { name: 'Save for offline use' }).tap();
    await expect(panel.getByText(/^Saved on .+: [\d,]+ circles \([\d.]+ MB on this device\)\.$/)).toBeVisible({ timeout: 90_000 });
    await page.keyboard.press('Escape');
    await waitForKeptShellPages(page);
  });

  await test.step('goes offline and sees the results follow each letter typed', async () => {
    await context.setOffline(true);
    await page.goto('/circle/list');
    await expect(indicator(page)).toContainText('Offline');
    const keyword = page.getByLabel('Keyword');
    await keyword.pressSequentially('ao');
    await expect(liveResults(page)).toBeVisible();
    await expect.poll(() => countOf(page)).toBeGreaterThan(0);
    const broad = await countOf(page);
    await keyword.pressSequentially('zora');
    await expect.poll(() => countOf(page)).toBeLessThan(broad);
    await expect(liveResults(page).getByRole('heading', { level: 3 }).first()).toContainText('青空');
    await expect(liveResults(page).getByRole('link', { name: orange.name })).toBeVisible();
    // The reading in romaji under the Japanese name, as the server's rows show it (issue 34, item 5).
    const romaji = nameRomaji(orange.name, orange.reading);
    expect(romaji).toMatch(/^Aozora/);
    await expect(liveResults(page).getByRole('listitem').filter({ has: page.getByRole('link', { name: orange.name }) }).getByText(romaji, { exact: true })).toBeVisible();
    // The address follows the typing after a pause, so back and forward keep each search.
    await expect(page).toHaveURL(/\/circle\/list\?keyword=aozora$/);
  });

  await test.step('filters by day and colour on the device', async () => {
    await page.getByRole('button', { name: /^Filters/ }).tap();
    const sheet = page.getByRole('dialog', { name: 'Filters' });
    await sheet.getByLabel('Day', { exact: true }).selectOption(String(orange.day));
    await sheet.getByText('Orange', { exact: true }).tap();
    await sheet.getByRole('button', { name: 'Apply filters' }).tap();
    await expect(liveCount(page)).toHaveText('1 circle');
    await expect(liveResults(page).getByRole('link', { name: orange.name })).toBeVisible();
    await expect(liveResults(page).getByRole('link', { name: yellow.name })).toHaveCount(0);
    // No page changed, yet the sheet opens again with the filters the device applied.
    await page.getByRole('button', { name: /^Filters/ }).tap();
    await expect(sheet.getByLabel('Day', { exact: true })).toHaveValue(String(orange.day));
    await expect(sheet.getByRole('checkbox', { name: /Orange$/ })).toBeChecked();
    await page.keyboard.press('Escape');
    await expect(sheet).toBeHidden();
  });

  const memo = `Found offline in the hall ${Date.now()}`;
  await test.step("opens the circle's text and keeps a memo on the device", async () => {
    await liveResults(page).getByRole('link', { name: orange.name }).tap();
    const detail = page.getByRole('article', { name: orange.name });
    await expect(detail.getByText('This circle’s text comes from the catalogue on this device')).toBeVisible();
    await detail.getByRole('textbox', { name: 'Memo' }).fill(memo);
    await detail.getByRole('button', { name: 'Keep memo' }).tap();
    await expect(detail.getByRole('status')).toHaveText('The memo is kept on this device and sent when the connection returns.');
    await expect(indicator(page)).toContainText('1 change to send');
  });

  await test.step('goes online and sees the memo sent', async () => {
    await context.setOffline(false);
    await expect(page.getByText('1 change was sent.')).toBeVisible({ timeout: 45_000 });
    await expect.poll(() => storedMemo(email, orange.id)).toBe(memo);
  });
});
