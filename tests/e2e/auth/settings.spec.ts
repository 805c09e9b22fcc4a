import { fillBirthdate, signInWithForm, signUpAndConfirm, uniqueEmail } from '../support/accounts';
import { expect, test } from '../support/fixtures';

test.beforeEach(async ({ page }) => {
  const email = uniqueEmail('settings');
  await signUpAndConfirm(page, email, 'settings-password');
  await page.goto('/auth/login?callbackUrl=%2Faccount%2Fsettings');
  await signInWithForm(page, email, 'settings-password');
  await expect(page.getByRole('heading', { level: 1, name: 'Account settings' })).toBeVisible();
});

test('saves the profile', async ({ page }) => {
  const profile = page.getByRole('region', { name: 'Profile' });
  await expect(profile.getByRole('group', { name: 'Date of birth' }).getByLabel('Year')).toHaveValue('1992');
  await profile.getByLabel('Nickname').fill('Circle Hunter');
  await fillBirthdate(page, 1991, 2, 28);
  await profile.getByLabel('See adult content').check();
  await profile.getByRole('button', { name: 'Save' }).click();
  await expect(profile.getByRole('status')).toHaveText('Saved.');

  await page.reload();
  await expect(profile.getByLabel('Nickname')).toHaveValue('Circle Hunter');
  await expect(profile.getByLabel('Month')).toHaveValue('2');
  await expect(profile.getByLabel('See adult content')).toBeChecked();
});

test('locks the birthdate after its one correction and says whom to ask', async ({ page }) => {
  const profile = page.getByRole('region', { name: 'Profile' });
  const birthdate = profile.getByRole('group', { name: 'Date of birth' });
  await expect(birthdate).toHaveAccessibleDescription('You can correct your birthdate once after setting it.');
  await fillBirthdate(page, 1990, 7, 7);
  await profile.getByRole('button', { name: 'Save' }).click();
  await expect(profile.getByRole('status')).toHaveText('Saved.');

  await page.reload();
  for (const part of ['Year', 'Month', 'Day']) await expect(birthdate.getByLabel(part)).toBeDisabled();
  await expect(birthdate.getByLabel('Year')).toHaveValue('1990');
  await expect(birthdate).toHaveAccessibleDescription(/already been corrected once/);
  await expect(birthdate.getByRole('link', { name: 'inquiry form' })).toHaveAttribute('href', '/docs/inquiry');
  // The rest of the profile still saves.
  await profile.getByLabel('Nickname').fill('Still Editable');
  await profile.getByRole('button', { name: 'Save' }).click();
  await expect(profile.getByRole('status')).toHaveText('Saved.');
});

test('rejects an empty nickname and an impossible date', async ({ page }) => {
  const profile = page.getByRole('region', { name: 'Profile' });
  await profile.getByLabel('Nickname').fill('   ');
  await fillBirthdate(page, 1991, 2, 31);
  await profile.getByRole('button', { name: 'Save' }).click();
  await expect(profile.getByText('This field is required.')).toBeVisible();
  await expect(profile.getByText('Enter a valid date.')).toBeVisible();
  await expect(profile.getByLabel('Nickname')).toHaveAttribute('aria-invalid', 'true');
});

test('keeps the circle list display toggles', async ({ page }) => {
  const display = page.getByRole('region', { name: 'Circle list display' });
  for (const label of ['Item names', 'Author', 'Genre', 'Space', 'Memo']) await expect(display.getByLabel(label)).toBeChecked();
  await display.getByLabel('Author').uncheck();
  await display.getByLabel('Memo').uncheck();
  await display.getByRole('button', { name: 'Save' }).click();
  await expect(display.getByRole('status')).toHaveText('Saved.');
  await page.reload();
  await expect(display.getByLabel('Author')).not.toBeChecked();
  await expect(display.getByLabel('Memo')).not.toBeChecked();
  await expect(display.getByLabel('Genre')).toBeChecked();
});

test('switches the language of the account and the site', async ({ page }) => {
  const language = page.getByRole('region', { name: 'Language' });
  await language.getByLabel('Language of the site and of our mails').selectOption('zh');
  await language.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('heading', { level: 1, name: '账户设置' })).toBeVisible();
});

test('lists the password as the sign-in method and asks for the old-site link', async ({ page }) => {
  const methods = page.getByRole('region', { name: 'Sign-in methods' });
  await expect(methods.getByRole('listitem')).toHaveText([/Email and password/]);
  await expect(methods.getByRole('button', { name: 'Link Convention ID' })).toBeVisible();
  // The notice that asks for the old-site link carries the control it speaks of, and the page has one such control.
  const notice = page.getByRole('region', { name: 'Link your old circle-site account' });
  await expect(notice).toContainText('with the button below');
  await expect(notice.getByRole('button', { name: 'Link your old circle account' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Link your old circle account' })).toHaveCount(1);
});
