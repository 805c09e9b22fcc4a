import type { Page } from '@playwright/test';
import { signInThroughApi } from '../support/accounts';
import { expect, test } from '../support/fixtures';
import { createPlatinumUser } from '../support/platinum-user';

// The round trip a visitor relies on: favourites and a colour name made here, exported, deleted, and
// brought back from the exported file with their memos.

const results = (page: Page) => page.getByRole('list', { name: 'Results' });

async function favouriteFromList(page: Page, index: number, color: string, memo: string): Promise<string> {
  const row = results(page).getByRole('listitem').nth(index);
  const name = ((await row.getByRole('heading', { level: 3 }).getByRole('link').textContent()) ?? '').trim();
  expect(name).not.toBe('');
  await row.getByRole('button', { name: `Add ${name} to favourites` }).click();
  await page.getByRole('group', { name: `Colours for ${name}` }).first().getByRole('button', { name: color, exact: true }).click();
  // The pick closed the panel; it opens again for the memo.
  await row.getByRole('button', { name: `Favourite colour of ${name}: ${color}` }).click();
  await row.getByLabel('Memo').fill(memo);
  await expect(row.getByRole('status')).toHaveText('Saved');
  // The panel with the memo stays open over the rows below until closed.
  await page.keyboard.press('Escape');
  return name;
}

test('favourite, rename a colour, export, delete, import the export, and see the favourites back with their memos', async ({ page, context }) => {
  test.setTimeout(120_000);
  await signInThroughApi(context.request, await createPlatinumUser('round-trip'));

  await page.goto('/circle/list?day=1&page=4');
  const first = await favouriteFromList(page, 2, 'Blue', 'Round trip: first stop');
  const second = await favouriteFromList(page, 5, 'Red', 'Round trip: second stop');
  await page.getByRole('button', { name: `Favourite colour of ${first}: Blue` }).click();
  await page.getByRole('button', { name: 'Rename colours' }).first().click();
  const rename = page.getByRole('dialog', { name: 'Rename colours' });
  await rename.getByLabel('Name of colour 7 (Blue)').fill('Morning run');
  await rename.getByRole('button', { name: 'Save names' }).click();
  await expect(rename).toBeHidden();

  await page.goto('/user/favorites');
  const panel = page.getByRole('region', { name: 'Checklist CSV' });
  const [download] = await Promise.all([page.waitForEvent('download'), panel.getByRole('link', { name: 'Export CSV (UTF-8)' }).click()]);
  const exported = await download.path();

  // Delete the colour name and both favourites.
  await page.getByRole('button', { name: 'Rename colours' }).click();
  await page.getByRole('dialog', { name: 'Rename colours' }).getByLabel(/^Name of colour 7 /).fill('');
  await page.getByRole('dialog', { name: 'Rename colours' }).getByRole('button', { name: 'Save names' }).click();
  await expect(page.getByRole('dialog', { name: 'Rename colours' })).toBeHidden();
  for (const name of [first, second]) await page.getByRole('checkbox', { name: `Select ${name}` }).check();
  await page.getByRole('button', { name: 'Remove selected' }).click();
  await page.getByRole('alertdialog', { name: 'Remove selected' }).getByRole('button', { name: 'Remove', exact: true }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Removed from favourites: 2' })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('link', { name: first, exact: true })).toHaveCount(0);

  // Import the exported file: preview, apply.
  await panel.getByRole('button', { name: 'Import CSV' }).click();
  const dialog = page.getByRole('dialog', { name: 'Import a checklist' });
  await dialog.getByLabel('Checklist file').setInputFiles(exported);
  await expect(dialog.getByText(/^This list is from this event \(C999\)/)).toBeVisible();
  const rows = dialog.getByRole('table', { name: 'Rows of the file' }).getByRole('row');
  await expect(rows.filter({ hasText: 'Round trip: first stop' })).toContainText('Found');
  await expect(rows.filter({ hasText: 'Round trip: second stop' })).toContainText('Found');
  await dialog.getByRole('button', { name: 'Import 2 favorites' }).click();
  await expect(dialog.getByRole('status')).toHaveText('Imported 2 favorites successfully');
  await dialog.getByRole('button', { name: 'Close' }).click();

  await page.reload();
  for (const [name, memo, color] of [[first, 'Round trip: first stop', '7'], [second, 'Round trip: second stop', '9']] as const) {
    const row = page.getByRole('row').filter({ has: page.getByRole('link', { name, exact: true }) });
    await expect(row.getByLabel(`Memo for ${name}`)).toHaveValue(memo);
    await expect(row.getByLabel(`Colour of ${name}`)).toHaveValue(color);
  }
  await expect(page.getByRole('checkbox', { name: 'Morning run (1)' })).toBeVisible();
});
