import type { BrowserContext, Page } from '@playwright/test';
import { fillBirthdate, signInWithForm, signUpAndConfirm, uniqueEmail } from '../support/accounts';
import { query } from '../support/database';
import { expect, test } from '../support/fixtures';
import { linkPath, waitForMail } from '../support/mailbox';
import { catalogue } from '../support/messages';

test('signs up, and the link in the mail confirms the address and signs in, landing on the circle list', async ({ page }) => {
  const email = uniqueEmail('sign-up');
  await page.goto('/auth/login');
  await page.getByRole('link', { name: 'Create an account' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Create an account' })).toBeVisible();

  await page.getByLabel('Email address').fill(email);
  await page.getByLabel('Password', { exact: true }).fill('first-password');
  await page.getByLabel('Repeat the password').fill('first-password');
  await fillBirthdate(page, 1990, 4, 1);
  await page.getByLabel('I accept the terms of use.').check();
  await page.getByLabel('I accept the cookie policy.').check();
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByRole('heading', { name: 'Check your mail' })).toBeVisible();
  await expect(page.getByRole('status')).toContainText(email);

  // Not confirmed yet: the right password is answered with a hint, and the link can be sent again.
  await page.goto('/auth/login');
  await signInWithForm(page, email, 'first-password');
  await expect(page.getByRole('main').getByRole('alert')).toHaveText('Please confirm your email address first. Check your mail for the link.');
  await page.getByRole('button', { name: 'Send the confirmation link again' }).click();
  await expect(page.getByRole('status')).toContainText('we sent a new link');

  // The second mail's link replaced the first.
  const mail = await waitForMail(email, 'Confirm your email address', 2);
  await page.goto(linkPath(mail, '/auth/verify'));
  await expect(page.getByRole('heading', { level: 1, name: 'Confirm your email address' })).toBeVisible();
  await page.getByRole('button', { name: 'Confirm and sign in' }).click();
  // Signed in by the link: no password asked again.
  await expect(page).toHaveURL(/\/circle\/list$/);
  // A new account has no plan yet: the page stays and offers it.
  await expect(page.getByRole('dialog', { name: 'Platinum Plan Purchase Required' })).toBeVisible();
});

// The confirmation link signs in once, within the hour; on a phone, as it is opened from a mail app, in
// each language.
test.describe('the confirmation link on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  /** Presses the page's confirm button in each language and reads the alert it answers with. */
  async function alertsInEachLanguage(page: Page, context: BrowserContext, baseURL: string | undefined, link: string): Promise<Record<string, string>> {
    const alerts: Record<string, string> = {};
    for (const locale of ['en', 'ja', 'zh'] as const) {
      await context.addCookies([{ name: 'locale', value: locale, url: baseURL ?? '' }]);
      await page.goto(link);
      await page.getByRole('button', { name: catalogue(locale).Auth.verify.confirm }).tap();
      alerts[locale] = (await page.getByRole('main').getByRole('alert').textContent()) ?? '';
    }
    await context.addCookies([{ name: 'locale', value: 'en', url: baseURL ?? '' }]);
    return alerts;
  }

  test('a link used once does not sign in again, and says so', async ({ page, context, baseURL }) => {
    const email = uniqueEmail('verify-twice');
    await signUpAndConfirm(page, email, 'some-password');
    const mail = await waitForMail(email, 'Confirm your email address');
    // Another browser (or the same one, signed out) that has the mail.
    await context.clearCookies();
    await context.addCookies([{ name: 'cookie_consent', value: 'yes', url: baseURL ?? '' }]);
    const alerts = await alertsInEachLanguage(page, context, baseURL, linkPath(mail, '/auth/verify'));
    expect(alerts).toEqual(Object.fromEntries(['en', 'ja', 'zh'].map((locale) => [locale, catalogue(locale).Errors.account.verificationLinkUsed])));
    expect(alerts.en).toBe('This confirmation link was already used, so it does not sign you in again. Your address is confirmed: sign in with your password.');
    await page.goto('/account/settings');
    await expect(page).toHaveURL(/\/auth\/login\?callbackUrl=/);
  });

  test('an expired link does not sign in, says so, and sends a new one from the page', async ({ page, context, baseURL }) => {
    const email = uniqueEmail('verify-late');
    await page.goto('/auth/sign-up');
    await page.getByLabel('Email address').fill(email);
    await page.getByLabel('Password', { exact: true }).fill('late-password');
    await page.getByLabel('Repeat the password').fill('late-password');
    await fillBirthdate(page, 1990, 4, 1);
    await page.getByLabel('I accept the terms of use.').check();
    await page.getByLabel('I accept the cookie policy.').check();
    await page.getByRole('button', { name: 'Create account' }).tap();
    const mail = await waitForMail(email, 'Confirm your email address');
    expect(mail.text).toContain('The link works for 60 minutes, once.');
    // An hour and a minute later.
    await query(`UPDATE "VerificationToken" SET expires = now() - interval '1 minute' WHERE identifier = $1`, [`verify-email:${email}`]);
    const link = linkPath(mail, '/auth/verify');
    const alerts = await alertsInEachLanguage(page, context, baseURL, link);
    expect(alerts).toEqual(Object.fromEntries(['en', 'ja', 'zh'].map((locale) => [locale, catalogue(locale).Errors.account.verificationLinkExpired])));
    expect(alerts.en).toBe('This confirmation link has expired (links work for one hour), so it does not sign you in. Enter your address to get a new one.');
    await page.goto('/account/settings');
    await expect(page).toHaveURL(/\/auth\/login\?callbackUrl=/);

    await page.goto(link);
    await page.getByRole('button', { name: 'Confirm and sign in' }).tap();
    await page.getByLabel('Email address').fill(email);
    await page.getByRole('button', { name: 'Send a new link' }).tap();
    await expect(page.getByRole('main').getByRole('status')).toContainText('we sent a new link');
    const fresh = await waitForMail(email, 'Confirm your email address', 2);
    await page.goto(linkPath(fresh, '/auth/verify'));
    await page.getByRole('button', { name: 'Confirm and sign in' }).tap();
    // Signed in, it returns to the page the sign-in was asked for.
    await expect(page).toHaveURL(/\/account\/settings$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Account settings' })).toBeVisible();
  });
});

test('an under-18 birthdate leads to the restriction page without an account', async ({ page }) => {
  const email = uniqueEmail('minor');
  await page.goto('/auth/sign-up');
  await page.getByLabel('Email address').fill(email);
  await page.getByLabel('Password', { exact: true }).fill('young-password');
  await page.getByLabel('Repeat the password').fill('young-password');
  await fillBirthdate(page, new Date().getFullYear() - 12, 1, 1);
  await page.getByLabel('I accept the terms of use.').check();
  await page.getByLabel('I accept the cookie policy.').check();
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page).toHaveURL(/\/restriction\?after=under-age-sign-up$/);
  await expect(page.getByRole('heading', { level: 1, name: 'The catalogue is for people aged 18 and over' })).toBeVisible();
});

test('reports every problem of the form and keeps what was typed', async ({ page }) => {
  await page.goto('/auth/sign-up');
  await page.getByLabel('Email address').fill('not-an-address');
  await page.getByLabel('Password', { exact: true }).fill('short');
  await page.getByLabel('Repeat the password').fill('different');
  await page.getByRole('button', { name: 'Create account' }).click();

  await expect(page.getByRole('main').getByRole('alert')).toHaveText('Please correct the highlighted fields.');
  await expect(page.getByLabel('Email address')).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByText('Enter a valid email address.')).toBeVisible();
  await expect(page.getByText('Use at least 8 characters.')).toBeVisible();
  await expect(page.getByRole('group', { name: 'Date of birth' }).getByText('This field is required.')).toBeVisible();
  await expect(page.getByText('You must accept this to continue.')).toHaveCount(2);
  await expect(page.getByLabel('Email address')).toHaveValue('not-an-address');
});

test('the sign-up page is translated', async ({ page, context, baseURL }) => {
  await context.addCookies([{ name: 'locale', value: 'ja', url: baseURL ?? '' }]);
  await page.goto('/auth/sign-up');
  await expect(page.getByRole('heading', { level: 1, name: 'アカウント登録' })).toBeVisible();
  await expect(page.getByRole('group', { name: '生年月日' })).toBeVisible();
  await expect(page.getByLabel('利用規約に同意します。')).toBeVisible();
});
