import { demo, signInThroughApi, signInWithForm, signUpAndConfirm, uniqueEmail } from '../support/accounts';
import { expect, test } from '../support/fixtures';
import { createPlatinumUser } from '../support/platinum-user';

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

// A press before the page's script has loaded (a slow phone on the venue's network) still signs out: the
// form posts to its server action by itself. Without JavaScript, as the page is before hydration.
test.describe('before the page has its script', () => {
  test.use({ javaScriptEnabled: false });

  test('signing out everywhere still ends the session', async ({ page, context }) => {
    const email = await createPlatinumUser('everywhere-no-script');
    await signInThroughApi(context.request, email);
    await page.goto('/account/settings');
    await page.getByRole('button', { name: 'Sign out everywhere' }).click();
    await expect(page).toHaveURL(/\/$/);
    await page.goto('/account/settings');
    await expect(page).toHaveURL(/\/auth\/login\?callbackUrl=%2Faccount%2Fsettings$/);
  });
});

// Finding 7 of the security review: visiting a logout route (a link, an image or a redirect from any
// other site) must not sign the member out; only the page's own form does.
for (const path of ['/auth/msal-logout', '/auth/auth2-logout']) {
  test(`${path} asks before signing out, then leads to the top page`, async ({ page, context }) => {
    await signInThroughApi(context.request, demo.platinum);
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: 'Sign out' })).toBeVisible();
    await expect(page.getByText('Sign out of this device? Your other devices stay signed in.')).toBeVisible();
    await page.getByRole('button', { name: 'Sign out', exact: true }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('link', { name: 'Sign in', exact: true })).toBeVisible();
    await page.goto('/user/favorites');
    await expect(page).toHaveURL(/\/auth\/login\?callbackUrl=%2Fuser%2Ffavorites$/);
  });

  test(`a visit to ${path} from another site leaves the member signed in`, async ({ page, context }) => {
    await signInThroughApi(context.request, demo.platinum);
    await page.goto(path, { referer: 'https://evil.example/' });
    await expect(page.getByRole('button', { name: 'Sign out', exact: true })).toBeEnabled();
    // Long enough for a page that signs out on arrival to have done so.
    await page.waitForLoadState('networkidle');
    await page.goto('/user/favorites');
    await expect(page).toHaveURL(/\/user\/favorites$/);
    await expect(page.getByRole('group', { name: 'Your account' })).toContainText('Platinum');
  });
}

test('a session cookie copied before signing out no longer works after it', async ({ page, context, browser, baseURL }) => {
  await signInThroughApi(context.request, demo.platinum);
  const copied = await context.cookies();
  await page.goto('/circle/list');
  await page.getByRole('group', { name: 'Your account' }).getByRole('button', { name: 'Sign out' }).click();
  await expect(page.getByRole('link', { name: 'Sign in', exact: true })).toBeVisible();

  const other = await browser.newContext({ baseURL });
  await other.addCookies(copied);
  const otherPage = await other.newPage();
  await otherPage.goto('/user/favorites');
  await expect(otherPage).toHaveURL(/\/auth\/login\?callbackUrl=%2Fuser%2Ffavorites$/);
  await other.close();
});

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
