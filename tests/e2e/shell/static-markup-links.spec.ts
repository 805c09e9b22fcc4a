import { demo, signInThroughApi } from '../support/accounts';
import { expect, test } from '../support/fixtures';

// The list's paging links, the footer and the account link are `next/link` server elements beside the
// rows' markup sent once (decision 016): they navigate within the page, and a link opened in a new tab
// stays a browser's own.

test('the paging, footer and account links navigate within the page, as the router does', async ({ page, context }) => {
  await signInThroughApi(context.request, demo.platinum);
  await page.goto('/circle/list?keyword=touhou');
  // A document load would lose this; a router navigation keeps it.
  await page.evaluate(() => ((window as unknown as { sameDocument: boolean }).sameDocument = true));
  const sameDocument = () => page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument === true);

  await page.getByRole('navigation', { name: 'Pages' }).getByRole('link', { name: 'Next' }).click();
  await expect(page).toHaveURL(/\?keyword=touhou&page=2$/);
  await expect(page.getByRole('navigation', { name: 'Pages' })).toContainText(/Page 2 of/);
  expect(await sameDocument()).toBe(true);

  await page.getByRole('navigation', { name: 'Related links' }).getByRole('link', { name: 'Help' }).click();
  await expect(page).toHaveURL(/\/docs\/help$/);
  expect(await sameDocument()).toBe(true);

  // A link opened in a new tab stays a browser's own.
  const [popup] = await Promise.all([context.waitForEvent('page'), page.locator('header a[href="/account/settings"]').click({ modifiers: ['ControlOrMeta'] })]);
  // A new tab opens on about:blank first and then loads the link's address.
  await popup.waitForURL(/\/account\/settings$/);
  await expect(page).toHaveURL(/\/docs\/help$/);
});
