import { signInWithForm, signUpAndConfirm, uniqueEmail } from '../support/accounts';
import { expect, test } from '../support/fixtures';
import { sixDigitCode, waitForMail } from '../support/mailbox';

test('resets the password with the six-digit code from the mail', async ({ page }) => {
  const email = uniqueEmail('reset');
  await signUpAndConfirm(page, email, 'old-password');

  await page.goto('/auth/login');
  await page.getByRole('link', { name: 'Forgot your password?' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Reset your password' })).toBeVisible();
  await page.getByLabel('Email address').fill(email);
  await page.getByRole('button', { name: 'Send the code' }).click();
  await expect(page.getByRole('status')).toContainText(`If ${email} has an account, we sent a six-digit code to it.`);

  const code = sixDigitCode(await waitForMail(email, 'Your password reset code'));
  const wrong = code === '000000' ? '111111' : '000000';
  await page.getByLabel('Six-digit code').fill(wrong);
  await page.getByLabel('New password', { exact: true }).fill('new-password');
  await page.getByLabel('Repeat the new password').fill('new-password');
  await page.getByRole('button', { name: 'Change the password' }).click();
  await expect(page.getByText('The code is not correct.')).toBeVisible();

  await page.getByLabel('Six-digit code').fill(code);
  await page.getByRole('button', { name: 'Change the password' }).click();
  await expect(page.getByRole('status')).toContainText('Your password was changed');

  await page.getByRole('link', { name: 'Sign in' }).click();
  await signInWithForm(page, email, 'old-password');
  await expect(page.getByRole('main').getByRole('alert')).toHaveText('The email address or password is not correct.');
  await signInWithForm(page, email, 'new-password');
  await expect(page).toHaveURL(/\/circle\/list$/);
});

test('answers the same for an address without an account', async ({ page }) => {
  const email = uniqueEmail('nobody');
  await page.goto('/auth/reset-password');
  await page.getByLabel('Email address').fill(email);
  await page.getByRole('button', { name: 'Send the code' }).click();
  await expect(page.getByRole('status')).toContainText(`If ${email} has an account, we sent a six-digit code to it.`);
  await expect(page.getByLabel('Six-digit code')).toBeVisible();
});
