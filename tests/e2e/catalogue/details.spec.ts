import { demo, signInThroughApi } from '../support/accounts';
import { expect, test } from '../support/fixtures';

test.beforeEach(async ({ context }) => {
  await signInThroughApi(context.request, demo.platinum);
});

test('a circle’s page shows its spaces with a map link, its works and the member’s memo', async ({ page }) => {
  await page.goto('/circle/list?favorite=1&favoriteMemo=must');
  const link = page.getByRole('list', { name: 'Results' }).getByRole('heading', { level: 3 }).getByRole('link').first();
  const name = (await link.textContent()) ?? '';
  await link.click();
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await expect(page.getByRole('link', { name: /^Show on map: .+$/ }).first()).toHaveAttribute('href', /^\/map#\d+\/day=Day[12]\/hall=[EWS]\d+$/);
  await expect(page.getByRole('heading', { level: 2, name: 'My memo' })).toBeVisible();
  await expect(page.getByText('Must buy: new book and the set')).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Works' })).toBeVisible();
  await expect(page.getByText(/^Updated /)).toBeVisible();
  // The way back keeps the search the circle was found in (issue 51, item 6).
  await page.getByRole('link', { name: 'Back to the circle list' }).click();
  await expect(page).toHaveURL(/\/circle\/list\?favorite=1&favoriteMemo=must$/);
});

test('an unknown circle is not found', async ({ page }) => {
  const response = await page.goto('/circle/999999999');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1, name: 'Page not found: /circle/999999999' })).toBeVisible();
});

test('the corporate list searches by keyword and pages, and opens a booth', async ({ page }) => {
  await page.goto('/booth');
  await expect(page.getByRole('heading', { level: 1, name: 'Corporate booths' })).toBeVisible();
  const heading = page.getByRole('heading', { level: 2, name: /^\d+ booths$/ });
  await expect(heading).toBeVisible();
  await expect(page.getByRole('list', { name: 'Results' }).getByRole('listitem')).toHaveCount(50);
  await page.getByRole('navigation', { name: 'Pages' }).getByRole('link', { name: 'Page 2' }).click();
  await expect(page).toHaveURL(/\/booth\?page=2$/);

  const first = page.getByRole('list', { name: 'Results' }).getByRole('heading', { level: 3 }).getByRole('link').first();
  const name = (await first.textContent()) ?? '';
  const word = name.split(' ')[0] ?? name;
  await page.getByLabel('Keyword').fill(word);
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/booth\\?keyword=`));
  await page.getByRole('list', { name: 'Results' }).getByRole('link', { name }).first().click();
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await expect(page.getByText('Booth number')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Show on map' })).toHaveAttribute('href', /^\/map#\/boothId=\d+\/hall=[WS][34]$/);
});
