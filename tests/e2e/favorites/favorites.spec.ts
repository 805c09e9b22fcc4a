import type { BrowserContext, Locator, Page } from '@playwright/test';
import { demo, signInThroughApi } from '../support/accounts';
import { query } from '../support/database';
import { expect, test } from '../support/fixtures';
import { addFavorites, createPlatinumUser } from '../support/platinum-user';

const results = (page: Page) => page.getByRole('list', { name: 'Results' });

/** A row far from the demo favourites (day 2, a later page), a different one for each test. */
async function pickCircle(page: Page, index: number) {
  await page.goto('/circle/list?day=2&page=7');
  const row = results(page).getByRole('listitem').nth(index);
  const link = row.getByRole('heading', { level: 3 }).getByRole('link');
  const name = ((await link.textContent()) ?? '').trim();
  expect(name).not.toBe('');
  return { row, link, name };
}

test('favourite from the list, recolour by key, memo, rename a colour, then see, count and bulk-remove it on /user/favorites', async ({ page, context }) => {
  await signInThroughApi(context.request, demo.platinum);
  const { row, link, name } = await pickCircle(page, 7);

  // Colour from the picker.
  await row.getByRole('button', { name: `Add ${name} to favourites` }).click();
  const panel = page.getByRole('group', { name: `Colours for ${name}` }).first();
  await panel.getByRole('button', { name: 'Blue', exact: true }).click();
  const toggle = row.getByRole('button', { name: new RegExp(`^Favourite colour of .+: `) });
  await expect(toggle).toHaveAccessibleName(`Favourite colour of ${name}: Blue`);

  // A memo that saves itself: the pick closed the panel, which opens again for it.
  await toggle.click();
  await row.getByLabel('Memo').fill('Second day: buy the new book first');
  await expect(row.getByRole('status')).toHaveText('Saved');

  // Keys 1-9 on the focused row.
  await toggle.click();
  await link.focus();
  await page.keyboard.press('8');
  await expect(toggle).toHaveAccessibleName(`Favourite colour of ${name}: Light green`);

  // Rename colour 8 in the dialog; the control names it so at once.
  await toggle.click();
  await row.getByRole('button', { name: 'Rename colours' }).click();
  const dialog = page.getByRole('dialog', { name: 'Rename colours' });
  await dialog.getByLabel('Name of colour 8 (Light green)').fill('Day two first');
  await dialog.getByRole('button', { name: 'Save names' }).click();
  await expect(dialog).toBeHidden();
  await expect(toggle).toHaveAccessibleName(`Favourite colour of ${name}: Day two first`);

  // Stored: after a reload the row still has colour and memo.
  await page.reload();
  const reloaded = results(page).getByRole('listitem').filter({ has: page.getByRole('link', { name, exact: true }) });
  await expect(reloaded.getByRole('button', { name: `Favourite colour of ${name}: Day two first` })).toBeVisible();
  await expect(reloaded.getByText('Second day: buy the new book first')).toBeVisible();

  // The favourites screen: counts per colour (per space), filter by the renamed colour, the author column.
  await page.goto('/user/favorites');
  await expect(page.getByRole('heading', { level: 1, name: 'Favourites' })).toBeVisible();
  const filters = page.getByRole('form', { name: 'Filter favourites' });
  const colorBox = filters.getByRole('checkbox', { name: /^Day two first \([12]\)$/ });
  await expect(colorBox).toBeVisible();
  await expect(filters.getByRole('checkbox', { name: /^Must have \(\d+\)$/ })).toBeVisible();
  await colorBox.check();
  await filters.getByRole('button', { name: 'Show' }).click();
  await expect(page).toHaveURL(/\/user\/favorites\?color=8/);
  const favoriteRow = page.getByRole('row').filter({ has: page.getByRole('link', { name, exact: true }) });
  await expect(favoriteRow).toHaveCount(1);
  await expect(page.getByRole('columnheader', { name: 'Author' }).first()).toBeVisible();
  await expect(favoriteRow.getByLabel(`Colour of ${name}`)).toHaveValue('8');
  await expect(favoriteRow.getByLabel(`Memo for ${name}`)).toHaveValue('Second day: buy the new book first');

  // Bulk removal, with a confirmation.
  await favoriteRow.getByRole('checkbox', { name: `Select ${name}` }).check();
  await page.getByRole('button', { name: 'Remove selected' }).click();
  await page.getByRole('alertdialog', { name: 'Remove selected' }).getByRole('button', { name: 'Remove', exact: true }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Removed from favourites: 1' })).toBeVisible();
  await expect(favoriteRow).toHaveCount(0);
  await expect(page.getByText('No favourites match these filters.')).toBeVisible();
  await page.reload();
  await expect(page.getByText('No favourites match these filters.')).toBeVisible();
  await expect(page.getByRole('checkbox', { name: 'Day two first (0)' })).toBeVisible();

  // Leave the demo account's colour names as they were.
  await page.goto('/user/favorites');
  await page.getByRole('button', { name: 'Rename colours' }).click();
  await page.getByRole('dialog', { name: 'Rename colours' }).getByLabel('Name of colour 8 (Light green)').fill('');
  await page.getByRole('dialog', { name: 'Rename colours' }).getByRole('button', { name: 'Save names' }).click();
  await expect(page.getByRole('checkbox', { name: /^Light green \(0\)$/ })).toBeVisible();
});

test('the favourites table (server rows, one island): colour, memo, key, select all, all kept after a reload', async ({ page, context }) => {
  const { rows, name } = await favouritesTable(page, context, 'table', 3, 'First memo');
  const row = rows.filter({ has: page.getByRole('link', { name, exact: true }) });

  // Colour from the row's own select, saved.
  await row.getByLabel(`Colour of ${name}`).selectOption('4');
  await expect(row.getByLabel(`Colour of ${name}`)).toHaveValue('4');
  // A key on the focused row's checkbox (the island listens to the rows: a select changed before it did
  // is taken up when it starts, a key is not).
  await row.getByRole('checkbox', { name: `Select ${name}` }).focus();
  await page.keyboard.press('6');
  await expect(row.getByLabel(`Colour of ${name}`)).toHaveValue('6');
  // The memo: the field opens its editor when reached, keeps the focus and saves itself.
  const memo = row.getByRole('textbox', { name: `Memo for ${name}` });
  await memo.click();
  await expect(memo).toBeEditable();
  await expect(memo).toBeFocused();
  await page.keyboard.type('Table memo');
  await memo.blur();
  await expect(row.getByRole('status')).toHaveText('Saved');
  // Select all selects the three rows.
  await page.getByRole('checkbox', { name: 'Select all shown' }).check();
  await expect(page.getByText('Selected: 3')).toBeVisible();
  for (const box of await rows.getByRole('checkbox', { name: /^Select / }).all()) await expect(box).toBeChecked();

  await page.reload();
  await expect(row.getByLabel(`Colour of ${name}`)).toHaveValue('6');
  await expect(row.getByRole('textbox', { name: `Memo for ${name}` })).toHaveValue(/Table memo/);
});

/**
 * A member of its own with `count` favourites (the first with `firstMemo`) on /user/favorites, once the
 * table's island listens to the rows: the rows, and the circle names of the first two.
 */
async function favouritesTable(page: Page, context: BrowserContext, label: string, count: number, firstMemo: string) {
  const email = await createPlatinumUser(label);
  await addFavorites(email, count, firstMemo, 'Must have');
  await signInThroughApi(context.request, email);
  await page.goto('/user/favorites');
  const rows = page.getByRole('row').filter({ has: page.getByRole('checkbox', { name: /^Select / }) });
  await expect(rows).toHaveCount(count);
  await expect(page.locator('[data-favorite-rows][data-listening]')).toBeAttached();
  const nameOf = async (at: number) => ((await rows.nth(at).getByRole('link').first().textContent()) ?? '').trim();
  return { rows, name: await nameOf(0), other: await nameOf(1) };
}

/**
 * A colour changed on another row from the page's side, without moving the focus: the island saves it
 * and refreshes, and the rows' markup is replaced under whatever has the focus. Resolves once it is.
 */
async function replaceRowsUnderTheFocus(page: Page, otherRowsColour: Locator) {
  await page.evaluate(() => document.querySelectorAll('[data-favorite-row]').forEach((row) => row.setAttribute('data-before-refresh', '')));
  await otherRowsColour.evaluate((select: HTMLSelectElement) => {
    select.value = '5';
    select.dispatchEvent(new Event('change', { bubbles: true }));
  });
  await page.waitForFunction(() => document.querySelector('[data-favorite-row]') !== null && document.querySelector('[data-favorite-row][data-before-refresh]') === null);
}

test('a row’s checkbox keeps the focus when a refresh replaces the rows, so a number key still colours it', async ({ page, context }) => {
  const { rows, name, other } = await favouritesTable(page, context, 'table-key-refresh', 2, '');
  const box = rows.first().getByRole('checkbox', { name: `Select ${name}` });
  await box.focus();
  await replaceRowsUnderTheFocus(page, rows.nth(1).getByLabel(`Colour of ${other}`));
  await expect(box).toBeFocused();
  await page.keyboard.press('3');
  await expect(rows.first().getByLabel(`Colour of ${name}`)).toHaveValue('3');
});

test('a memo being typed in the table keeps its text and caret when a refresh replaces the rows', async ({ page, context }) => {
  const { rows, name, other } = await favouritesTable(page, context, 'table-refresh', 2, '');
  const memo = rows.first().getByRole('textbox', { name: `Memo for ${name}` });
  await memo.click();
  await expect(memo).toBeEditable();
  // Text with a letter missing, the caret moved back to where it goes.
  await page.keyboard.type('Tble memo');
  await page.keyboard.press('Home');
  await page.keyboard.press('ArrowRight');
  await replaceRowsUnderTheFocus(page, rows.nth(1).getByLabel(`Colour of ${other}`));
  await expect(memo).toBeFocused();
  await page.keyboard.type('a');
  await expect(memo).toHaveValue('Table memo');
  await memo.blur();
  await expect(rows.first().getByRole('status')).toHaveText('Saved');
  await page.reload();
  await expect(rows.first().getByRole('textbox', { name: `Memo for ${name}` })).toHaveValue('Table memo');
});

test('the detail page has the same controls and saves its memo', async ({ page, context }) => {
  await signInThroughApi(context.request, demo.platinum);
  const { link, name } = await pickCircle(page, 9);
  const href = (await link.getAttribute('href')) ?? '';
  await page.goto(href);
  await page.getByRole('button', { name: `Add ${name} to favourites` }).click();
  await page.getByRole('group', { name: `Colours for ${name}` }).getByRole('button', { name: 'Purple', exact: true }).click();
  // The pick closed the panel.
  await expect(page.getByRole('button', { name: `Favourite colour of ${name}: Purple` })).toHaveAttribute('aria-expanded', 'false');
  await page.getByRole('heading', { level: 1 }).click();
  await page.keyboard.press('5');
  await expect(page.getByRole('button', { name: `Favourite colour of ${name}: Light blue` })).toBeVisible();
  await page.getByLabel('Memo').fill('Detail memo');
  await page.getByLabel('Memo').blur();
  await expect(page.getByRole('status').filter({ hasText: 'Saved' })).toBeVisible();
  await page.reload();
  await expect(page.getByLabel('Memo')).toHaveValue('Detail memo');
  await page.getByRole('button', { name: `Favourite colour of ${name}: Light blue` }).click();
  await page.getByRole('button', { name: 'Remove from favourites' }).click();
  await expect(page.getByRole('button', { name: `Add ${name} to favourites` })).toBeVisible();
});

test('a change the server refuses is undone visibly', async ({ page, context }) => {
  // A member of its own, whose plan this test ends; the page stays signed in, so nothing reloads it.
  const email = await createPlatinumUser('refused');
  await signInThroughApi(context.request, email);
  const { row, name } = await pickCircle(page, 11);
  await row.getByRole('button', { name: `Add ${name} to favourites` }).click();
  // The plan ends while the page is open: the action answers that the plan is needed, and the colour rolls back.
  await query(`DELETE FROM "UserRole" r USING "User" u WHERE u.id = r."userId" AND u.email = $1`, [email]);
  await page.getByRole('group', { name: `Colours for ${name}` }).getByRole('button', { name: 'Red', exact: true }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'The change was not saved and has been undone.' })).toBeVisible();
  await expect(row.getByRole('button', { name: `Add ${name} to favourites` })).toBeVisible();
});

test('new rows after a filter change get their controls too', async ({ page, context }) => {
  await signInThroughApi(context.request, demo.platinum);
  await page.goto('/circle/list');
  await expect(results(page).getByRole('button', { name: /^(Add .+ to favourites|Favourite colour of .+)$/ })).toHaveCount(50);
  const firstBefore = await results(page).getByRole('listitem').first().getByRole('heading', { level: 3 }).textContent();
  await page.getByLabel('Day', { exact: true }).selectOption({ label: 'Day 2 (Thu)' });
  await expect(page).toHaveURL(/\/circle\/list\?day=2$/);
  await expect(results(page).getByRole('listitem').first().getByRole('heading', { level: 3 })).not.toHaveText(firstBefore ?? '');
  await expect(results(page).getByRole('button', { name: /^(Add .+ to favourites|Favourite colour of .+)$/ })).toHaveCount(50);
});

test('without the plan the favourites screen offers it and shows no favourites', async ({ page, context }) => {
  await signInThroughApi(context.request, demo.member);
  await page.goto('/user/favorites');
  await expect(page.getByRole('dialog', { name: 'Platinum Plan Purchase Required' })).toBeVisible();
  await expect(page.getByRole('form', { name: 'Filter favourites' })).toHaveCount(0);
});

test('on a phone the favourites follow the heading, their filters behind a disclosure that opens in place', async ({ page, context }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signInThroughApi(context.request, demo.platinum);
  await page.goto('/user/favorites');
  const filters = page.getByRole('form', { name: 'Filter favourites' });
  // The filters once filled the first two screens, the first favourite about 1,200 px down.
  await expect(filters).toBeHidden();
  const firstTable = await page.getByRole('table').first().boundingBox();
  expect(firstTable?.y ?? Infinity).toBeLessThan(844);

  await page.getByText('Filters', { exact: true }).click();
  await expect(filters.getByRole('checkbox', { name: /^Must have \(\d+\)$/ })).toBeVisible();
  await filters.getByLabel('Day').selectOption({ index: 1 });
  await filters.getByRole('button', { name: 'Show' }).click();
  await expect(page).toHaveURL(/\/user\/favorites\?.*day=/);
  // With a filter in use the disclosure stays open and says how many narrow the list.
  await expect(filters).toBeVisible();
  await expect(page.getByText('Filters · 1 in use')).toBeVisible();
});
