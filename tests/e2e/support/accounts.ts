import { randomBytes } from 'node:crypto';
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { linkPath, waitForMail } from './mailbox';

export const demoPassword = 'demo-password';

export const demo = {
  platinum: 'platinum@demo.example',
  member: 'member@demo.example',
  minor: 'minor@demo.example',
} as const;

/** A fresh address per test, so that specs never share an account. */
export function uniqueEmail(label: string): string {
  return `${label}-${Date.now().toString(36)}-${randomBytes(3).toString('hex')}@e2e.example`;
}

/**
 * Signs in with the credentials endpoint the login form's action uses, for tests about what a signed-in
 * user sees rather than about signing in. The browser context shares the cookies of `request`.
 */
export async function signInThroughApi(request: APIRequestContext, email: string, password = demoPassword): Promise<void> {
  const { csrfToken } = (await (await request.get('/api/auth/csrf')).json()) as { csrfToken: string };
  // A client address of its own: sign-ins are rate-limited per address, and every spec signs in.
  const [a = 0, b = 0, c = 0] = randomBytes(3);
  const response = await request.post('/api/auth/callback/credentials', {
    form: { csrfToken, email, password, callbackUrl: '/' },
    headers: { 'x-forwarded-for': `10.${a}.${b}.${c}` },
    maxRedirects: 0,
  });
  expect(response.status(), 'credentials sign-in answers with a redirect').toBe(302);
  expect(response.headers().location ?? '', 'credentials sign-in succeeded').not.toContain('error');
}

/** The login form, as a user fills it in. */
export async function signInWithForm(page: Page, email: string, password: string): Promise<void> {
  await page.getByLabel('Email address').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
}

export async function fillBirthdate(page: Page, year: number, month: number, day: number): Promise<void> {
  const birthdate = page.getByRole('group', { name: 'Date of birth' });
  await birthdate.getByLabel('Year').selectOption(String(year));
  await birthdate.getByLabel('Month').selectOption(String(month));
  await birthdate.getByLabel('Day').selectOption(String(day));
}

/** Signs up through the form and confirms the address from the mail, which signs the member in and lands on the circle list. */
export async function signUpAndConfirm(page: Page, email: string, password: string): Promise<void> {
  await page.goto('/auth/sign-up');
  await page.getByLabel('Email address').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByLabel('Repeat the password').fill(password);
  await fillBirthdate(page, 1992, 5, 17);
  await page.getByLabel('I accept the terms of use.').check();
  await page.getByLabel('I accept the cookie policy.').check();
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByRole('heading', { name: 'Check your mail' })).toBeVisible();
  const mail = await waitForMail(email, 'Confirm your email address');
  await page.goto(linkPath(mail, '/auth/verify'));
  await page.getByRole('button', { name: 'Confirm and sign in' }).click();
  await expect(page).toHaveURL((url) => url.pathname === '/circle/list');
}
