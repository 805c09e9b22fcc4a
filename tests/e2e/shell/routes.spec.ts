import { expect, test } from '@playwright/test';
import { operator } from '@/lib/config/operator';
import { demo, signInThroughApi } from '../support/accounts';
import { waitForMail } from '../support/mailbox';
import { acceptedConsent, setCookies } from './helpers';

// Every page's heading and layout (header, menu, footer) are checked by the page tour (tests/e2e/page-tour);
// here, the missing pages and what a few pages offer beyond their heading.

test.beforeEach(async ({ context, baseURL }) => {
  await setCookies(context, baseURL, acceptedConsent('en'));
});

// Paths that name no print type and no booth are missing pages, for a member with the plan as for anyone.
for (const path of ['/print-type-abc', '/print-type-9', '/print-type-3a', '/booth/not-a-booth', '/booth/999999999']) {
  test(`${path} answers 404 with the not-found page`, async ({ page, context }) => {
    await signInThroughApi(context.request, demo.platinum);
    const response = await page.goto(path);
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1, name: `Page not found: ${path}` })).toBeVisible();
  });
}

test('the restriction page tells a visitor why and offers the sign-in and the way back', async ({ page }) => {
  await page.goto('/restriction');
  await expect(page.getByText(/open to signed-in members aged 18 or over/)).toBeVisible();
  await expect(page.getByRole('main').getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/auth/login');
  await expect(page.getByRole('link', { name: 'Back to the top page' })).toHaveAttribute('href', '/');
});

test('the top page explains the plan and offers every way in', async ({ page }) => {
  await page.goto('/');
  await expect(page).toHaveTitle(/Search doujin circles/);
  await expect(page.locator('meta[property="og:title"]')).toHaveAttribute('content', /Search doujin circles/);
  const canonical = await page.locator('link[rel="canonical"]').getAttribute('href');
  expect(new URL(canonical ?? '').pathname).toBe('/');
  // The figures themselves are checked against the event row in plan-source/plan-figures.spec.ts.
  await expect(page.getByText(/¥[\d,]+ per month, tax included/)).toBeVisible();
  await expect(page.getByText(/Entry tickets .* not included/)).toBeVisible();
  await expect(page.getByText('You must be 18 or older to use this service.')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Sign in or create an account' })).toHaveAttribute('href', '/auth/login');
  // A button that starts the old site's sign-in (tests/e2e/phone/item9.spec.ts follows it there).
  await expect(page.getByRole('button', { name: 'Log in with your old circle account' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Open the Japanese web catalogue' })).toHaveAttribute('href', /^https?:\/\//);
});

test('the skip link moves focus to the main content', async ({ page }) => {
  await page.goto('/docs/help');
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: 'Skip to main content' });
  await expect(skip).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('main')).toBeFocused();
});

test('the inquiry form validates and confirms receipt', async ({ page }) => {
  await page.goto('/docs/inquiry');
  await page.getByRole('button', { name: 'Send' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Please correct the highlighted fields.' })).toBeVisible();
  await expect(page.getByLabel('Email address')).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByText('Enter your email address.')).toBeVisible();
  await expect(page.getByText('Enter your message.')).toBeVisible();

  await page.getByLabel('Email address').fill('not-an-address');
  await page.getByRole('button', { name: 'Send' }).click();
  await expect(page.getByText('Enter a valid email address, such as name@example.com.')).toBeVisible();

  await page.getByLabel('Email address').fill('visitor@example.com');
  await page.getByLabel('Topic').selectOption('payment');
  const message = `Can I pay with a prepaid card? (${Date.now()})`;
  await page.getByLabel('Message').fill(message);
  await page.getByRole('button', { name: 'Send' }).click();
  await expect(page.getByRole('status')).toHaveText('Thank you. Your message was received and we will reply by email.');
  // "Received" means the operator has it: the mail reached the configured address (the default here).
  const mail = await waitForMail(operator.supportEmail, 'Inquiry from the web catalogue');
  expect(mail.text).toContain(message);
  expect(mail.text).toContain('Member id: (not signed in)');
  expect(mail.text).toContain('Language: en');
});
