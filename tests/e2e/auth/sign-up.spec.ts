import { fillBirthdate, signInWithForm, signUpAndConfirm, uniqueEmail } from '../support/accounts';
import { expect, test } from '../support/fixtures';
import { linkPath, waitForMail } from '../support/mailbox';

test('signs up, confirms the address from the mail, signs in and lands on the circle list', async ({ page }) => {
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
  await page.getByRole('button', { name: 'Confirm my email address' }).click();
  await expect(page.getByRole('status')).toHaveText(`Your email address ${email} is confirmed. You can sign in now.`);

  await page.getByRole('link', { name: 'Sign in' }).click();
  await signInWithForm(page, email, 'first-password');
  await expect(page).toHaveURL(/\/circle\/list$/);
  // A new account has no plan yet: the page stays and offers it.
  await expect(page.getByRole('dialog', { name: 'Platinum Plan Purchase Required' })).toBeVisible();
});

test('a link used once does not confirm again', async ({ page }) => {
  const email = uniqueEmail('verify-twice');
  await signUpAndConfirm(page, email, 'some-password');
  const mail = await waitForMail(email, 'Confirm your email address');
  await page.goto(linkPath(mail, '/auth/verify'));
  await page.getByRole('button', { name: 'Confirm my email address' }).click();
  await expect(page.getByRole('main').getByRole('alert')).toHaveText('This confirmation link is not valid or was already used.');
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
