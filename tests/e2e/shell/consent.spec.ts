import { expect, test } from '@playwright/test';
import { setCookies } from './helpers';

test.describe('cookie consent dialog', () => {
  test('cannot be dismissed, and Accept closes it for good', async ({ page, context, baseURL }) => {
    await setCookies(context, baseURL, { locale: 'en' });
    await page.goto('/');
    const dialog = page.getByRole('dialog', { name: 'Cookies and terms of use' });
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText('This website uses cookies.');
    await expect(page.getByRole('main')).toHaveCount(0);
    await expect(dialog.getByRole('link', { name: 'terms of use' })).toHaveAttribute('href', '/docs/terms');

    await page.keyboard.press('Escape');
    await expect(dialog).toBeVisible();
    await page.mouse.click(5, 5);
    await expect(dialog).toBeVisible();

    await dialog.getByRole('button', { name: 'Accept' }).click();
    await expect(dialog).toBeHidden();
    await expect
      .poll(async () => (await context.cookies()).find(({ name }) => name === 'cookie_consent')?.value)
      .toBe('yes');

    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.waitForLoadState('networkidle');
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });

  test('is shown in the visitor’s language on catalogue pages too', async ({ page, context, baseURL }) => {
    await setCookies(context, baseURL, { locale: 'ja' });
    await page.goto('/circle/list');
    const dialog = page.getByRole('dialog', { name: 'Cookieと利用規約について' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('button', { name: '同意する' })).toBeVisible();
  });

  test('docks under the restriction page, which names the missing consent as a reason', async ({ page, context, baseURL }) => {
    await setCookies(context, baseURL, { locale: 'en' });
    await page.goto('/restriction');
    await expect(page.getByRole('heading', { level: 1, name: 'You cannot use this website.' })).toBeVisible();
    await expect(page.getByText('You have not accepted the cookie policy and the terms of use yet')).toBeVisible();
    await expect(page.getByRole('dialog', { name: 'Cookies and terms of use' })).toBeVisible();
    await expect(page.getByRole('main')).toHaveCount(1);
  });

  for (const value of ['yes', 'TRUE', '1']) {
    test(`a stored "${value}" counts as accepted`, async ({ page, context, baseURL }) => {
      await setCookies(context, baseURL, { locale: 'en', cookie_consent: value });
      await page.goto('/');
      await page.waitForLoadState('networkidle');
      await expect(page.getByRole('dialog')).toHaveCount(0);
    });
  }

  test('a stored "no" does not', async ({ page, context, baseURL }) => {
    await setCookies(context, baseURL, { locale: 'en', cookie_consent: 'no' });
    await page.goto('/');
    await expect(page.getByRole('dialog', { name: 'Cookies and terms of use' })).toBeVisible();
  });
});

test('stays on the terms page it links to, without hiding the terms', async ({ page, context, baseURL }) => {
  await setCookies(context, baseURL, { locale: 'en' });
  await page.goto('/');
  const dialog = page.getByRole('dialog', { name: 'Cookies and terms of use' });
  await dialog.getByRole('link', { name: 'terms of use' }).click();
  await expect(page).toHaveURL(/\/docs\/terms$/);
  await expect(dialog).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeVisible();

  await expect(page.getByRole('main')).toHaveCount(1);
  const lawSection = page.getByRole('heading', { level: 2, name: '9. Governing law' });
  await lawSection.scrollIntoViewIfNeeded();
  await expect(lawSection).toBeInViewport();
  await page.getByRole('contentinfo').getByRole('link', { name: 'Privacy policy' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Privacy policy' })).toBeVisible();

  await dialog.getByRole('button', { name: 'Accept' }).click();
  await expect(dialog).toBeHidden();
});
