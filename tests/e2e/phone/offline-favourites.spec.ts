import type { Page } from '@playwright/test';
import { signInThroughApi } from '../support/accounts';
import { query } from '../support/database';
import { expect, test } from '../support/fixtures';
import { addFavorites, createPlatinumUser } from '../support/platinum-user';
import { withServiceWorker } from '../support/service-worker';

// The favourites page in the hall without a network, on a phone: edits made there show at once and stay
// (also after a reload from the saved copy), memos can be written and wait on the device with the other
// edits, and back online the page shows what the server kept, without a reload.

test.use(withServiceWorker);

test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

const indicator = (page: Page) => page.getByRole('complementary', { name: 'Connection and offline data' });

async function storedFavourite(email: string, circleId: number): Promise<{ color: number; memo: string } | undefined> {
  const [row] = await query<{ color: number; memo: string }>('SELECT f.color, f.memo FROM "Favorite" f JOIN "User" u ON u.id = f."userId" WHERE u.email = $1 AND f."circleId" = $2', [email, circleId]);
  return row;
}

/** The name and circle id of the page's favourite rows, in their order. */
async function rows(page: Page): Promise<{ id: number; name: string }[]> {
  return page.locator('[data-favorite-row]').evaluateAll((found) =>
    found.map((row) => ({ id: Number(row.getAttribute('data-favorite-row')), name: (row.querySelector('a[href^="/circle/"]')?.textContent ?? '').trim() })),
  );
}

test('offline, a colour and a memo changed on the favourites page stay, and back online it shows what the server kept', async ({ page, context }) => {
  test.setTimeout(180_000);
  const email = await createPlatinumUser('offline-favourites');
  await addFavorites(email, 6, '', 'Must buy');
  await signInThroughApi(context.request, email);
  await page.goto('/user/favorites');
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, { timeout: 30_000 });
  await page.getByRole('button', { name: /^Offline data/ }).tap();
  const panel = page.getByRole('dialog', { name: 'Event days offline' });
  await panel.getByRole('button', { name: 'Save for offline use' }).tap();
  await expect(panel.getByText(/^Saved on .+ circles? for Day/)).toBeVisible({ timeout: 90_000 });
  await page.keyboard.press('Escape');

  const [first, second] = await rows(page);
  if (!first || !second) throw new Error('The member has favourites on the page');
  const [recoloured, written] = [first.name, second.name];
  const { color: before } = (await storedFavourite(email, first.id)) ?? { color: 0 };
  const colour = String(before === 18 ? 17 : 18);

  // In the hall: the page opens from its saved copy.
  await context.setOffline(true);
  await page.goto('/user/favorites');
  await expect(indicator(page)).toContainText('Offline');
  const select = page.getByRole('combobox', { name: `Colour of ${recoloured}` });
  await select.selectOption(colour);
  await expect(page.getByText('No connection: kept on this device and sent when the connection returns.')).toBeVisible();
  await expect(indicator(page)).toContainText('1 change to send');
  // It stays: no reload puts the saved colour back.
  await page.waitForTimeout(2_000);
  await expect(select).toHaveValue(colour);

  const memo = page.getByRole('textbox', { name: `Memo for ${written}` });
  await memo.tap();
  await expect(memo).toBeEditable();
  await memo.fill('Written in the hall');
  await memo.press('Tab');
  await expect(page.getByText('No connection: kept on this device and sent when the connection returns.').first()).toBeVisible();
  await expect(indicator(page)).toContainText('2 changes to send');

  // Reopened without a network, the page shows the edits waiting on the device.
  await page.reload();
  await expect(page.getByRole('combobox', { name: `Colour of ${recoloured}` })).toHaveValue(colour);
  await expect(page.getByRole('textbox', { name: `Memo for ${written}` })).toHaveValue('Written in the hall');

  // Meanwhile the member's laptop writes the same memo later.
  const later = await context.request.post('/api/offline/sync', { data: { changes: [{ circleId: second.id, memo: { value: 'Written later on a laptop', editedAt: Date.now() + 60_000 } }] } });
  expect(later.status()).toBe(200);

  await context.setOffline(false);
  await expect(page.getByText('2 changes were sent.')).toBeVisible({ timeout: 45_000 });
  // Without a reload: the colour sent, and the memo the server kept.
  await expect(page.getByRole('textbox', { name: `Memo for ${written}` })).toHaveValue('Written later on a laptop', { timeout: 15_000 });
  await expect(page.getByRole('combobox', { name: `Colour of ${recoloured}` })).toHaveValue(colour);
  expect((await storedFavourite(email, first.id))?.color).toBe(Number(colour));
  expect((await storedFavourite(email, second.id))?.memo).toBe('Written later on a laptop');
});
