import { randomBytes } from 'node:crypto';
import type { BrowserContext, Page } from '@playwright/test';
import { LISTED_CIRCLE_SQL_TEXT } from '@/lib/catalogue/listed-circles';
import { demo, signInThroughApi, signInWithForm } from '../support/accounts';
import { query } from '../support/database';
import { expect, test } from '../support/fixtures';
import { waitForKeptShellPages } from '../support/offline';
import { addFavorites, createPlatinumUser } from '../support/platinum-user';
import { withServiceWorker } from '../support/service-worker';

// What a member saved on a phone stays theirs: once they sign out, once their plan ends, and once another
// member signs in on the same phone, no saved page, no page written from the catalogue on the device and
// no waiting edit of theirs opens offline, however the session ended.

test.use(withServiceWorker);

type Saved = { favorite: { circleId: number; name: string; memo: string }; unsavedCircle: { id: number; name: string }; groupPath: string };

async function dayOneFavorite(context: BrowserContext) {
  const response = await context.request.get('/api/offline/bundle');
  expect(response.status()).toBe(200);
  const { favorites } = (await response.json()) as { favorites: { circleId: number; name: string; memo: string; days: number[] }[] };
  const favorite = favorites.find((candidate) => candidate.days.includes(1) && candidate.memo !== '') ?? favorites.find((candidate) => candidate.days.includes(1));
  if (!favorite) throw new Error('The member has a favourite on day 1');
  return favorite;
}

/** A listed circle that is none of the member's favourites: only the catalogue on the device holds it. */
async function circleOutsideFavorites(email: string) {
  const [circle] = await query<{ id: number; name: string }>(
    `SELECT c.id, c.name FROM "Circle" c WHERE NOT c."isAdult" AND ${LISTED_CIRCLE_SQL_TEXT}
       AND NOT EXISTS (SELECT 1 FROM "Favorite" f JOIN "User" u ON u.id = f."userId" WHERE f."circleId" = c.id AND u.email = $1)
       AND EXISTS (SELECT 1 FROM "Placement" p JOIN "EventDay" d ON d.id = p."dayId" WHERE p."circleId" = c.id AND d."dayNumber" = 2)
     ORDER BY c.id LIMIT 1`,
    [email],
  );
  if (!circle) throw new Error('The demo event lists a circle outside the favourites');
  return circle;
}

/** A group of the member's own, so that its page is saved with the days. */
async function groupOf(email: string, circleId: number): Promise<string> {
  const id = randomBytes(16).toString('base64url');
  await query(
    `INSERT INTO "Group" (id, "eventId", "ownerId", name, "updatedAt")
     SELECT $1, c."eventId", u.id, 'Left on the device', now() FROM "User" u, "Circle" c WHERE u.email = $2 AND c.id = $3`,
    [id, email, circleId],
  );
  await query(`INSERT INTO "GroupMember" ("groupId", "userId") SELECT $1, id FROM "User" WHERE email = $2`, [id, email]);
  return `/group/${id}`;
}

/** Saves the event days (with the catalogue and the member's group) through the panel, as a member does. */
async function saveEverything(page: Page, context: BrowserContext, email: string): Promise<Saved> {
  const favorite = await dayOneFavorite(context);
  // Of the catalogue's event: the one the favourites are of.
  const groupPath = await groupOf(email, favorite.circleId);
  const unsavedCircle = await circleOutsideFavorites(email);
  await page.goto('/user/favorites');
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, { timeout: 30_000 });
  await page.getByRole('button', { name: /^Offline data/ }).click();
  const panel = page.getByRole('dialog', { name: 'Event days offline' });
  await panel.getByRole('button', { name: 'Save for offline use' }).click();
  await expect(panel.getByText(/^Saved on .+ circles? for Day 1/)).toBeVisible({ timeout: 90_000 });
  await expect(panel.getByText(/^Saved on .+: [\d,]+ circles \([\d.]+ MB on this device\)\.$/)).toBeVisible({ timeout: 90_000 });
  await page.keyboard.press('Escape');
  await waitForKeptShellPages(page);

  // Offline, while still the member's: every saved page opens (the check below would pass for nothing otherwise).
  await context.setOffline(true);
  await page.goto(groupPath);
  await expect(page.getByRole('heading', { level: 1, name: 'Left on the device' })).toBeVisible();
  await page.goto(`/circle/${unsavedCircle.id}`);
  await expect(page.getByRole('heading', { level: 1, name: unsavedCircle.name })).toBeVisible();
  await page.goto('/circle/list');
  await expect(page.getByRole('list', { name: 'Results' }).getByRole('listitem').first()).toBeVisible();
  await context.setOffline(false);
  return { favorite, unsavedCircle, groupPath };
}

/**
 * Offline, no page that was saved shows any of it: each answers with the offline page, which offers none
 * of them, except the circle list, which may be the current holder's own kept copy (a member without the
 * plan keeps the list's offer of the plan), never the earlier member's list.
 */
async function nothingOpensOffline(page: Page, context: BrowserContext, { favorite, unsavedCircle, groupPath }: Saved) {
  await context.setOffline(true);
  for (const path of ['/circle/list', `/circle/${favorite.circleId}`, `/circle/${unsavedCircle.id}`, '/user/favorites', '/map', '/plan?day=1', groupPath]) {
    await test.step(`offline ${path}`, async () => {
      await page.goto(path);
      await page.waitForLoadState();
      if (path === '/circle/list') await expect(page.getByRole('list', { name: 'Results' })).toHaveCount(0);
      else await expect(page.getByRole('heading', { level: 1, name: 'No connection' })).toBeVisible();
      const text = await page.locator('body').innerText();
      for (const earlier of [favorite.name, unsavedCircle.name, favorite.memo, 'Left on the device'].filter(Boolean)) expect(text).not.toContain(earlier);
      // The offline page may offer the holder's own kept list (the plan's offer), never the saved days.
      for (const name of ['Favourites', 'Map']) await expect(page.getByRole('main').getByRole('link', { name: new RegExp(`^${name}`) })).toHaveCount(0);
    });
  }
  await context.setOffline(false);
}

test('a member who signs out leaves nothing of theirs that opens offline', async ({ page, context }) => {
  test.setTimeout(300_000);
  await signInThroughApi(context.request, demo.platinum);
  const saved = await saveEverything(page, context, demo.platinum);
  try {
    await page.goto('/');
    const signedOut = page.waitForResponse((response) => response.request().method() === 'POST' && new URL(response.url()).pathname === '/');
    await page.getByRole('group', { name: 'Your account' }).getByRole('button', { name: 'Sign out' }).click();
    // The phone loses the network as the answer arrives: nothing waits for a page to load online again.
    await signedOut;
    await context.setOffline(true);
    await nothingOpensOffline(page, context, saved);
  } finally {
    await query(`DELETE FROM "Group" WHERE id = $1`, [saved.groupPath.split('/').at(-1)]);
  }
});

for (const [locale, note] of [
  ['en', 'Signing out removes the event days saved on this device.'],
  ['ja', 'ログアウトすると、この端末に保存したイベント当日のデータも削除されます。'],
  ['zh', '退出登录后，此设备上保存的活动当天数据也会一并删除。'],
] as const) {
  test(`a member is told, at the sign-out button, that the saved days go (${locale})`, async ({ page, context, baseURL }) => {
    await context.addCookies([{ name: 'locale', value: locale, url: baseURL ?? '' }]);
    await signInThroughApi(context.request, await createPlatinumUser(`left-note-${locale}`));
    await page.goto('/');
    await expect(page.locator('button.hd-signout')).toHaveAccessibleDescription(note);
  });
}

test('when the plan ends, the next page online leaves nothing of the saved days or the catalogue to open offline', async ({ page, context }) => {
  test.setTimeout(300_000);
  const email = await createPlatinumUser('left-plan-ended');
  await addFavorites(email, 12, 'Plan ended memo', 'First');
  await signInThroughApi(context.request, email);
  const saved = await saveEverything(page, context, email);

  await query(`UPDATE "UserRole" SET "expiresAt" = now() - interval '1 day' WHERE "userId" = (SELECT id FROM "User" WHERE email = $1)`, [email]);
  await page.goto('/');
  await expect(page.getByRole('button', { name: /^Offline data/ })).toBeHidden();
  // The page online is the server's answer: the copies go (and stopped opening as it said so).
  await expect.poll(() => page.evaluate(async () => (await caches.keys()).filter((name) => name.startsWith('event-day')).length), { timeout: 15_000 }).toBe(0);
  await context.setOffline(true);
  await nothingOpensOffline(page, context, saved);
});

test("another member signing in on the phone finds nothing of the first member's offline, waiting edits included", async ({ page, context, baseURL }) => {
  test.setTimeout(300_000);
  const first = await createPlatinumUser('left-first');
  await addFavorites(first, 12, 'First member memo', 'First');
  await signInThroughApi(context.request, first);
  const saved = await saveEverything(page, context, first);

  // An edit made offline waits on the device for the first member.
  const waiting = `Waiting for the first member ${Date.now()}`;
  await context.setOffline(true);
  await page.goto(`/circle/${saved.unsavedCircle.id}`);
  await page.getByRole('textbox', { name: 'Memo' }).fill(waiting);
  await page.getByRole('button', { name: 'Keep memo' }).click();
  await expect(page.getByRole('status')).toHaveText('The memo is kept on this device and sent when the connection returns.');
  await context.setOffline(false);

  // The first member's session ends without a sign-out; the second signs in with the form. The cookie
  // consent and the language stay, as on a phone whose session merely expired: without the consent, its
  // dialog covers the form once the page has hydrated.
  await context.clearCookies();
  await context.addCookies([
    { name: 'cookie_consent', value: 'yes', url: baseURL ?? '' },
    { name: 'locale', value: 'en', url: baseURL ?? '' },
  ]);
  await page.goto('/auth/login');
  await signInWithForm(page, demo.member, 'demo-password');
  await page.waitForURL((url) => !url.pathname.startsWith('/auth/'));
  await context.setOffline(true);
  await nothingOpensOffline(page, context, { ...saved, favorite: { ...saved.favorite, memo: waiting } });
});
