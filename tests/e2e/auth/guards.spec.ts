import { demo, demoPassword, signInThroughApi, signInWithForm } from '../support/accounts';
import { expect, test } from '../support/fixtures';

test.describe('a member without a plan', () => {
  test.beforeEach(async ({ context }) => {
    await signInThroughApi(context.request, demo.member);
  });

  test('stays on the circle list under the persistent upsell dialog', async ({ page }) => {
    await page.goto('/circle/list');
    const dialog = page.getByRole('dialog', { name: 'Platinum Plan Purchase Required' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('link', { name: 'Get the Platinum plan' })).toHaveAttribute('href', '/pay');

    await page.keyboard.press('Escape');
    await expect(dialog).toBeVisible();
    await page.mouse.click(5, 5);
    await expect(dialog).toBeVisible();
    await expect(page).toHaveURL(/\/circle\/list$/);
    // No catalogue data behind the dialog.
    await expect(page.getByRole('region', { name: 'Search results' })).toHaveCount(0);

    await dialog.getByRole('link', { name: 'Get the Platinum plan' }).click();
    await expect(page).toHaveURL(/\/pay$/);
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });

  test('meets the dialog on client-side navigation too, and only on catalogue screens', async ({ page }) => {
    await page.goto('/docs/help');
    await expect(page.getByRole('group', { name: 'Your account' })).toContainText('No plan');
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Favourites' }).click();
    await expect(page).toHaveURL(/\/user\/favorites$/);
    await expect(page.getByRole('dialog', { name: 'Platinum Plan Purchase Required' })).toBeVisible();
  });

  test('sees the dialog in Japanese', async ({ page, context, baseURL }) => {
    await context.addCookies([{ name: 'locale', value: 'ja', url: baseURL ?? '' }]);
    await page.goto('/map');
    const dialog = page.getByRole('dialog', { name: 'プラチナプランの購入が必要です' });
    await expect(dialog.getByRole('link', { name: 'プラチナプランを購入する' })).toBeVisible();
  });
});

test('an under-18 user is sent to the restriction page', async ({ page, context }) => {
  await signInThroughApi(context.request, demo.minor);
  await page.goto('/circle/list');
  await expect(page).toHaveURL(/\/restriction$/);
  await expect(page.getByRole('heading', { level: 1, name: 'You cannot use this website.' })).toBeVisible();
  // The settings stay open, so a wrong birthdate can be corrected.
  await page.goto('/account/settings');
  await expect(page.getByRole('heading', { level: 1, name: 'Account settings' })).toBeVisible();
});

test('a Platinum member uses the catalogue without a dialog', async ({ page, context }) => {
  await signInThroughApi(context.request, demo.platinum);
  await page.goto('/map');
  await expect(page.getByRole('heading', { level: 1, name: 'Map' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  await expect(page.getByRole('dialog')).toHaveCount(0);
});

test('a visitor is sent to the login and returned to the remembered route after signing in', async ({ page }) => {
  await page.goto('/user/favorites?color=2#memo-section');
  await expect(page).toHaveURL(/\/auth\/login\?callbackUrl=%2Fuser%2Ffavorites%3Fcolor%3D2#memo-section$/);
  await expect(page.getByText('Please sign in to continue to the page you asked for.')).toBeVisible();
  const remembered = await page.evaluate(() => JSON.parse(sessionStorage.getItem('rememberedRoute') ?? 'null') as Record<string, unknown> | null);
  expect(remembered).toMatchObject({ routeFullPath: '/user/favorites?color=2', routeHash: '#memo-section' });

  await signInWithForm(page, demo.platinum, demoPassword);
  await expect(page).toHaveURL(/\/user\/favorites\?color=2#memo-section$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Favourites' })).toBeVisible();
  // Cleared once the permission check passed.
  await expect.poll(() => page.evaluate(() => sessionStorage.getItem('rememberedRoute'))).toBeNull();
});

test('a visitor sent to the login by a menu link returns to that screen', async ({ page }) => {
  await page.goto('/docs/help');
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Map' }).click();
  await expect(page).toHaveURL(/\/auth\/login\?callbackUrl=%2Fmap$/);
  await signInWithForm(page, demo.platinum, demoPassword);
  await expect(page).toHaveURL(/\/map$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Map' })).toBeVisible();
});

test('signing in from the top page lands on the circle list', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('link', { name: 'Sign in or create an account' }).click();
  await signInWithForm(page, demo.platinum, demoPassword);
  await expect(page).toHaveURL(/\/circle\/list$/);
});

test('the sign-in return goes to the top page when the URL hash is over 128 characters', async ({ page }) => {
  await page.goto(`/auth/msal#state=${'x'.repeat(130)}`);
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Find every circle at the convention, in your language' })).toBeVisible();
});

test('a wrong password is reported on the login page', async ({ page }) => {
  await page.goto('/auth/login');
  await signInWithForm(page, demo.platinum, 'wrong-password');
  await expect(page.getByRole('main').getByRole('alert')).toHaveText('The email address or password is not correct.');
  await expect(page).toHaveURL(/\/auth\/login$/);
});
