import type { Page } from '@playwright/test';
import { signInWithForm, signUpAndConfirm, uniqueEmail } from '../support/accounts';
import { expect, test } from '../support/fixtures';

/** The stand-in provider's own login page, as its users fill it in. */
async function logInAtProvider(page: Page, login: string, password: string): Promise<void> {
  await page.getByLabel('Login').fill(login);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

test('signs in through the identity provider and returns to the remembered page', async ({ page }) => {
  await page.goto('/account/settings');
  await expect(page).toHaveURL(/\/auth\/login\?callbackUrl=%2Faccount%2Fsettings$/);
  await page.getByRole('button', { name: 'Sign in with Convention ID' }).click();

  await expect(page).toHaveURL(/^http:\/\/127\.0\.0\.1:\d+\/interaction\//);
  await logInAtProvider(page, 'alice', 'alice-password');

  await expect(page).toHaveURL(/\/account\/settings$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Account settings' })).toBeVisible();
  await expect(page.getByText('Signed in as alice@idp.example.')).toBeVisible();
  const methods = page.getByRole('region', { name: 'Sign-in methods' });
  await expect(methods.getByRole('listitem')).toHaveCount(1);
  await expect(methods.getByRole('listitem')).toContainText('Identity provider');
  await expect(page.getByRole('group', { name: 'Your account' }).getByRole('link', { name: 'Membership: No plan' })).toBeVisible();
});

test('links the old circle-site account from the settings, which then signs in', async ({ page }) => {
  const email = uniqueEmail('link');
  await signUpAndConfirm(page, email, 'link-password');
  await page.goto('/auth/login?callbackUrl=%2Faccount%2Fsettings');
  await signInWithForm(page, email, 'link-password');
  await expect(page).toHaveURL(/\/account\/settings$/);
  await expect(page.getByText('Link your old circle-site account')).toBeVisible();

  await page.getByRole('button', { name: 'Link your old circle account' }).click();
  await logInAtProvider(page, 'carol', 'carol-password');
  await expect(page).toHaveURL(/\/account\/settings\?linked=1$/);
  await expect(page.getByRole('status').filter({ hasText: 'sign-in method' })).toHaveText('The sign-in method is linked to your account.');
  const methods = page.getByRole('region', { name: 'Sign-in methods' });
  await expect(methods.getByRole('listitem').filter({ hasText: 'Old circle site' })).toContainText('Account carol@circle.example');
  await expect(page.getByRole('region', { name: 'Link your old circle-site account' })).toHaveCount(0);
  await expect(methods.getByRole('link', { name: 'inquiry form' })).toHaveAttribute('href', '/docs/inquiry');

  await page.getByRole('group', { name: 'Your account' }).getByRole('button', { name: 'Sign out' }).click();
  await expect(page.getByRole('link', { name: 'Sign in', exact: true })).toBeVisible();

  // The top page's button goes straight to the old site, which still knows carol.
  await page.goto('/');
  await page.getByRole('button', { name: 'Log in with your old circle account' }).click();
  await expect(page).toHaveURL(/\/circle\/list$/);
  await page.goto('/account/settings');
  await expect(page.getByText(`Signed in as ${email}.`)).toBeVisible();
});

test('an old circle-site account that is not linked does not sign in', async ({ page }) => {
  await page.goto('/auth/login?provider=legacy');
  await page.getByRole('button', { name: 'Log in with your old circle account' }).click();
  await logInAtProvider(page, 'dave', 'dave-password');
  await expect(page).toHaveURL(/\/auth\/login\?error=LegacyNotLinked/);
  await expect(page.getByRole('main').getByRole('alert')).toHaveText(
    'This circle-site account is not linked yet. Sign in or sign up first, then link it in the settings.',
  );
});
