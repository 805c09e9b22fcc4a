import { signInThroughApi } from '../support/accounts';
import { query } from '../support/database';
import { expect, test } from '../support/fixtures';
import { createPlatinumUser } from '../support/platinum-user';

// Romaji for visitors who cannot read kana, on a phone (390 × 844): a Japanese name's reading as
// separate capitalised words, and a block's kana romanised beside it in English and Chinese.
test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

test('a Japanese name reads as capitalised words and its space’s block in romaji, in English and Chinese', async ({ page, context }) => {
  await signInThroughApi(context.request, await createPlatinumUser('romaji'));
  const [circle] = await query<{ id: number }>(`SELECT id FROM "Circle" WHERE name = 'きつね茶房' LIMIT 1`);
  if (!circle) throw new Error('the demo event has きつね茶房');
  await page.goto(`/circle/list?keyword=${encodeURIComponent('きつね茶房')}`);
  const row = page.getByRole('list', { name: 'Results' }).getByRole('listitem').filter({ has: page.getByRole('heading', { name: 'きつね茶房' }) });
  await expect(row.getByText('Kitsune Sabō', { exact: true })).toBeVisible();
  await expect(row.getByRole('definition').filter({ hasText: /East [ア-ヶ]\([A-Z][a-z]*\)-\d{2}/ }).first()).toBeVisible();

  await page.goto(`/circle/${circle.id}`);
  await expect(page.getByText('Kitsune Sabō', { exact: true })).toBeVisible();

  await page.goto(`/circle/list?keyword=${encodeURIComponent('きつね茶房')}&hl=zh`);
  await expect(page.getByRole('definition').filter({ hasText: /东[ア-ヶ]\([A-Z][a-z]*\)-\d{2}/ }).first()).toBeVisible();
  await page.goto(`/circle/list?keyword=${encodeURIComponent('きつね茶房')}&hl=ja`);
  await expect(page.getByRole('definition').filter({ hasText: /東[ア-ヶ]-\d{2}/ }).first()).toBeVisible();
});

test('a favourite’s romaji shows where the member plans and prints: favourites, the day’s plan, the printed list and the route sheet', async ({ page, context }) => {
  const email = await createPlatinumUser('romaji-favourite');
  await signInThroughApi(context.request, email);
  const [circle] = await query<{ id: number; day: number }>(
    `SELECT c.id, min(d."dayNumber") AS day FROM "Circle" c JOIN "Placement" p ON p."circleId" = c.id JOIN "EventDay" d ON d.id = p."dayId"
     WHERE c.name = 'きつね茶房' GROUP BY c.id LIMIT 1`,
  );
  if (!circle) throw new Error('the demo event has きつね茶房 on a space');
  await query(`INSERT INTO "Favorite" ("userId", "circleId", color, memo) SELECT id, $2, 1, '' FROM "User" WHERE email = $1`, [email, circle.id]);

  await page.goto('/user/favorites');
  const favourite = page.locator(`[data-favorite-row="${circle.id}"]`);
  await expect(favourite.getByRole('link', { name: 'きつね茶房', exact: true })).toBeVisible();
  await expect(favourite.getByText('Kitsune Sabō', { exact: true })).toBeVisible();

  await page.goto(`/plan?day=${circle.day}`);
  const stop = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: 'きつね茶房' }) });
  await expect(stop.getByText('Kitsune Sabō', { exact: true })).toBeVisible();

  await page.goto(`/print-type-1?days=${circle.day}`);
  await expect(page.getByRole('cell').filter({ hasText: 'きつね茶房' }).getByText('Kitsune Sabō', { exact: true })).toBeVisible();

  // The plan's route sheet, printed for the hall.
  await page.goto(`/print-type-4?days=${circle.day}`);
  await expect(page.getByRole('cell').filter({ hasText: 'きつね茶房' }).getByText('Kitsune Sabō', { exact: true })).toBeVisible();
});
