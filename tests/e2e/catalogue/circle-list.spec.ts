import type { Page } from '@playwright/test';
import { demo, signInThroughApi } from '../support/accounts';
import { expect, test } from '../support/fixtures';

const results = (page: Page) => page.getByRole('list', { name: 'Results' });
const count = (page: Page) => page.getByRole('heading', { level: 2, name: /^[\d,]+ circles?$/ });
const countValue = async (page: Page) => Number(((await count(page).textContent()) ?? '').replace(/\D/g, ''));

test.beforeEach(async ({ context }) => {
  await signInThroughApi(context.request, demo.platinum);
});

test('lists circles with their cut, name, genre and space, fifty to a page', async ({ page }) => {
  await page.goto('/circle/list');
  await expect(page.getByRole('heading', { level: 1, name: 'Circle list' })).toBeVisible();
  expect(await countValue(page)).toBeGreaterThan(20_000);
  const rows = results(page).getByRole('listitem');
  await expect(rows).toHaveCount(50);
  const first = rows.first();
  await expect(first.getByRole('heading', { level: 3 }).getByRole('link')).toHaveAttribute('href', /^\/circle\/\d+$/);
  // The first screen's cuts load at once (the first is the largest paint on a phone), the rest lazily.
  await expect(first.locator('img')).toHaveAttribute('fetchpriority', 'high');
  await expect(rows.last().locator('img')).toHaveAttribute('loading', 'lazy');
  // Browsing without a keyword follows the venue: the first space of day 1 in East 1.
  await expect(first.getByRole('definition').filter({ hasText: /^Wed East ア\(A\)-\d{2}a?b?$/ })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Pages' })).toContainText(/Page 1 of \d+/);
});

test('filters, sorts and pages through the URL, and back and forward restore each state', async ({ page }) => {
  await page.goto('/circle/list');
  const all = await countValue(page);

  await page.getByLabel('Day', { exact: true }).selectOption({ label: 'Day 2 (Thu)' });
  await expect(page).toHaveURL(/\/circle\/list\?day=2$/);
  await expect.poll(() => countValue(page)).toBeLessThan(all);
  const dayTwo = await countValue(page);
  await expect(results(page).getByRole('definition').filter({ hasText: /^Thu / }).first()).toBeVisible();

  await page.getByLabel('Keyword').fill('touhou');
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(page).toHaveURL(/\?keyword=touhou&day=2$/);
  await expect.poll(() => countValue(page)).toBeLessThan(dayTwo);
  await expect(page.getByLabel('Sort by')).toHaveValue('score');

  await page.getByLabel('Sort by').selectOption({ label: 'Placement' });
  await expect(page).toHaveURL(/\?keyword=touhou&day=2&sort=placement$/);

  await page.getByLabel('Cashless payment only').check();
  await expect(page).toHaveURL(/\?keyword=touhou&day=2&pay=1&sort=placement$/);
  const cashless = await countValue(page);
  await expect(results(page).getByText('Cashless', { exact: true }).first()).toBeVisible();

  await page.getByLabel('Cashless payment only').uncheck();
  await expect(page).toHaveURL(/\?keyword=touhou&day=2&sort=placement$/);
  await expect.poll(() => countValue(page)).toBeGreaterThan(Math.max(cashless, 50));
  await page.getByRole('navigation', { name: 'Pages' }).getByRole('link', { name: 'Next' }).click();
  await expect(page).toHaveURL(/&page=2$/);
  await expect(page.getByRole('navigation', { name: 'Pages' })).toContainText(/Page 2 of/);
  const listUrl = page.url();

  const firstLink = results(page).getByRole('listitem').first().getByRole('heading', { level: 3 }).getByRole('link');
  const name = (await firstLink.textContent()) ?? '';
  await firstLink.click();
  await expect(page).toHaveURL(/\/circle\/\d+$/);
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await expect(page).toHaveTitle(new RegExp(`^${name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`));

  await page.goBack();
  await expect(page).toHaveURL(listUrl);
  await expect(page.getByLabel('Keyword')).toHaveValue('touhou');
  await expect(page.getByLabel('Day', { exact: true })).toHaveValue('2');
  await page.goForward();
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await page.goBack();
  // The list again before going further back: a second step while the first still loads is aborted.
  await expect(page).toHaveURL(listUrl);
  await page.goBack();
  await expect(page).toHaveURL(/\?keyword=touhou&day=2&sort=placement$/);
  await expect(page.getByLabel('Cashless payment only')).not.toBeChecked();
  await page.goBack();
  await expect(page).toHaveURL(/\?keyword=touhou&day=2&pay=1&sort=placement$/);
  await expect(page.getByLabel('Cashless payment only')).toBeChecked();
  await expect.poll(() => countValue(page)).toBe(cashless);

  await page.getByRole('button', { name: 'Reset filters' }).click();
  await expect(page).toHaveURL(/\/circle\/list$/);
  await expect(page.getByLabel('Keyword')).toHaveValue('');
  await expect.poll(() => countValue(page)).toBe(all);
});

test('a page load sends the rows once, and the right rows stay through client-side navigation and back', async ({ page }) => {
  const response = await page.goto('/circle/list?keyword=touhou');
  const html = (await response?.text()) ?? '';
  const rows = results(page).getByRole('listitem');
  await expect(rows).toHaveCount(50);
  const heading = rows.first().getByRole('heading', { level: 3 });
  const href = (await heading.getByRole('link').getAttribute('href')) ?? '';
  const name = (await heading.textContent()) ?? '';
  // In the HTML, and not a second time in the data React hydrates from.
  expect(html.match(new RegExp(`${href}(?!\\d)`, 'g'))).toHaveLength(1);

  await page.getByRole('navigation', { name: 'Pages' }).getByRole('link', { name: 'Next' }).click();
  await expect(page).toHaveURL(/page=2$/);
  await expect(page.getByRole('navigation', { name: 'Pages' })).toContainText(/Page 2 of/);
  await expect(rows).toHaveCount(50);
  await expect(heading).not.toHaveText(name);
  await page.goBack();
  await expect(page.getByRole('navigation', { name: 'Pages' })).toContainText(/Page 1 of/);
  await expect(heading).toHaveText(name);
  await expect(rows).toHaveCount(50);
});

test('a search for the same values does not navigate', async ({ page }) => {
  await page.goto('/circle/list?keyword=moon');
  const before = await page.evaluate(() => history.length);
  await page.getByLabel('Keyword').fill('  moon ');
  await page.getByLabel('Keyword').press('Enter');
  await page.getByLabel('Sort by').selectOption({ label: 'Match score' });
  await expect(page).toHaveURL(/\?keyword=moon$/);
  // A search that does change the query navigates once: had the ones above navigated, they would come first.
  await page.getByLabel('Keyword').fill('star');
  await page.getByLabel('Keyword').press('Enter');
  await expect(page).toHaveURL(/\?keyword=star/);
  expect(await page.evaluate(() => history.length)).toBe(before + 1);
});

test('finds Japanese names from romaji', async ({ page }) => {
  await page.goto('/circle/list?keyword=aozora');
  expect(await countValue(page)).toBeGreaterThan(0);
  await expect(results(page).getByRole('heading', { level: 3 }).first()).toContainText('青空');
});

test('narrows by genres picked from a searchable list of translated names', async ({ page }) => {
  await page.goto('/circle/list');
  const all = await countValue(page);
  await page.getByRole('region', { name: 'Filters' }).getByText('Genre', { exact: true }).click();
  await page.getByRole('searchbox', { name: 'Find a genre' }).fill('touhou');
  await expect(page.getByRole('checkbox', { name: '111 Original (shōnen)' })).toBeHidden();
  await page.getByRole('checkbox', { name: '234 Touhou Project' }).check();
  await page.getByRole('button', { name: 'Apply', exact: true }).click();
  await expect(page).toHaveURL(/\?genre=234$/);
  await expect.poll(() => countValue(page)).toBeLessThan(all);
  await expect(results(page).getByRole('listitem')).toHaveCount(50);
  await expect(results(page).getByRole('definition').filter({ hasText: /^Touhou Project$/ })).toHaveCount(50);
});

test('shows the empty state, and the favourites with their memo', async ({ page }) => {
  await page.goto('/circle/list?keyword=zzqxjvv');
  await expect(page.getByRole('heading', { level: 2, name: '0 circles' })).toBeVisible();
  await expect(page.getByText('No circles match “zzqxjvv”.')).toBeVisible();
  await page.goto('/circle/list?keyword=zzqxjvv&day=1');
  await expect(page.getByText('No circles match these filters.')).toBeVisible();

  await page.goto('/circle/list');
  await page.getByLabel('Favourites only').check();
  await expect(page).toHaveURL(/\?favorite=1$/);
  await expect(count(page)).toHaveText('12 circles');
  await expect(results(page).getByText('Must buy: new book and the set')).toBeVisible();
  await page.getByLabel('Search my memos').fill('新刊');
  await page.getByLabel('Search my memos').press('Enter');
  await expect(page).toHaveURL(/favoriteMemo=/);
  await expect(count(page)).toHaveText('1 circle');
});

test('writes spaces for the reader’s language', async ({ page, context, baseURL }) => {
  await context.addCookies([{ name: 'locale', value: 'ja', url: baseURL ?? '' }]);
  await page.goto('/circle/list');
  await expect(page.getByRole('heading', { level: 1, name: 'サークル一覧' })).toBeVisible();
  await expect(page.getByRole('list', { name: '検索結果' }).getByRole('definition').filter({ hasText: /^水 東ア-\d{2}/ }).first()).toBeVisible();
  await context.addCookies([{ name: 'locale', value: 'zh', url: baseURL ?? '' }]);
  await page.reload();
  await expect(page.getByRole('list', { name: '搜索结果' }).getByRole('definition').filter({ hasText: /^周三 东ア\(A\)-\d{2}/ }).first()).toBeVisible();
});

test('legacy search-result links open the same search on the circle list', async ({ page }) => {
  await page.goto('/search/result?c.d1=1&c.Keyword=touhou&c.SortOrderBy=1&c.gls=234');
  await expect(page).toHaveURL(/\/circle\/list\?keyword=touhou&day=1&genre=234&sort=newest$/);
  await expect(page.getByLabel('Keyword')).toHaveValue('touhou');
  await expect(page.getByLabel('Day', { exact: true })).toHaveValue('1');
  await expect(page.getByLabel('Sort by')).toHaveValue('newest');
});

test('on a wide screen the keyword, the count and the results sit beside the filters, not below them', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/circle/list?keyword=touhou');
  const filters = await page.getByRole('region', { name: 'Filters' }).boundingBox();
  const keyword = await page.getByRole('search').first().boundingBox();
  const firstRow = await results(page).getByRole('listitem').first().boundingBox();
  expect(filters && keyword && firstRow, 'all three are drawn').toBeTruthy();
  if (!filters || !keyword || !firstRow) return;
  // The event dates span both columns under the title; they once pushed everything after them below the
  // filters' whole height, so that the first result was a long scroll away.
  expect(keyword.x).toBeGreaterThanOrEqual(filters.x + filters.width);
  expect(Math.abs(keyword.y - filters.y)).toBeLessThan(8);
  expect(firstRow.y).toBeLessThan(filters.y + filters.height);
  expect(firstRow.y).toBeLessThan(900);
});
