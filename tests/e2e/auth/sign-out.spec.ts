import { demo, signInThroughApi, signInWithForm, signUpAndConfirm, uniqueEmail } from '../support/accounts';
import { expect, test } from '../support/fixtures';

test('signing out everywhere ends the session in every browser', async ({ page, browser, baseURL }) => {
  const email = uniqueEmail('everywhere');
  await signUpAndConfirm(page, email, 'everywhere-password');

  const other = await browser.newContext({ baseURL, extraHTTPHeaders: { 'x-forwarded-for': '10.250.0.1' } });
  await other.addCookies([{ name: 'cookie_consent', value: 'yes', url: baseURL ?? '' }]);
  const otherPage = await other.newPage();
  await signInThroughApi(other.request, email, 'everywhere-password');
  await otherPage.goto('/account/settings');
  await expect(otherPage.getByRole('heading', { level: 1, name: 'Account settings' })).toBeVisible();

  await page.goto('/auth/login?callbackUrl=%2Faccount%2Fsettings');
  await signInWithForm(page, email, 'everywhere-password');
  await expect(page).toHaveURL(/\/account\/settings$/);
  await page.getByRole('button', { name: 'Sign out everywhere' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('link', { name: 'Sign in', exact: true })).toBeVisible();

  await otherPage.goto('/account/settings');
  await expect(otherPage).toHaveURL(/\/auth\/login\?callbackUrl=%2Faccount%2Fsettings$/);
  await other.close();
});

for (const path of ['/auth/msal-logout', '/auth/auth2-logout']) {
  test(`${path} signs out and leads to the top page`, async ({ page, context }) => {
    await signInThroughApi(context.request, demo.platinum);
    await page.goto('/docs/help');
    await expect(page.getByRole('group', { name: 'Your account' })).toContainText('Platinum');
    await page.goto(path);
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('link', { name: 'Sign in', exact: true })).toBeVisible();
    await page.goto('/user/favorites');
    await expect(page).toHaveURL(/\/auth\/login\?callbackUrl=%2Fuser%2Ffavorites$/);
  });
}

test('the header shows the display status and signs out', async ({ page, context }) => {
  await signInThroughApi(context.request, demo.platinum);
  await page.goto('/circle/list');
  const account = page.getByRole('group', { name: 'Your account' });
  await expect(account.getByRole('link')).toContainText('Platinum');
  await expect(account.getByRole('link')).toHaveAttribute('href', '/account/settings');
  await account.getByRole('button', { name: 'Sign out' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('link', { name: 'Sign in', exact: true })).toBeVisible();
});
