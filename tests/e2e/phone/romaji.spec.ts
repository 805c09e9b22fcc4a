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
