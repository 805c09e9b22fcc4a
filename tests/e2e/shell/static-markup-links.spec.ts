import { demo, signInThroughApi } from '../support/accounts';
import { expect, test } from '../support/fixtures';

// The signed-in list sends its static markup once, in the HTML (decisions 016 and 017); the page tour
// (tests/e2e/page-tour) checks that and the HTML budget on its load of the list. Here, the links of that
// markup still navigate as the router's own do.

test('the links of markup sent once navigate within the page, as the router does', async ({ page, context }) => {
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
