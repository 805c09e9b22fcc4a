import { randomBytes } from 'node:crypto';
import type { APIRequestContext } from '@playwright/test';
import { demoPassword, signInWithForm } from '../support/accounts';
import { expect, test } from '../support/fixtures';
import { createPlatinumUser } from '../support/platinum-user';

// Third review, finding 4: ten wrong passwords for a member's address locked the member out for 15
// minutes. The member's phone and a guesser share one carrier address here, as at the venue.
const [a = 0, b = 0] = randomBytes(2);
const carrierAddress = `10.253.${a}.${b}`;
test.use({ extraHTTPHeaders: { 'x-forwarded-for': carrierAddress } });

async function guessWrong(request: APIRequestContext, email: string): Promise<string> {
  const { csrfToken } = (await (await request.get('/api/auth/csrf')).json()) as { csrfToken: string };
  const response = await request.post('/api/auth/callback/credentials', {
    form: { csrfToken, email, password: 'not the password', callbackUrl: '/' },
    maxRedirects: 0,
  });
  return new URL(response.headers().location ?? '', 'http://app.invalid').searchParams.get('code') ?? '';
}

test('the login form keeps working on the member’s phone while someone behind the same address guesses', async ({ page, context, browser, baseURL }) => {
  const email = await createPlatinumUser('guessed');
  await page.goto('/auth/login');
  await signInWithForm(page, email, demoPassword);
  await expect(page).not.toHaveURL(/\/auth\/login/);
  expect((await context.cookies()).map((cookie) => cookie.name)).toContain('known-device');
  await page.goto('/circle/list');
  await page.getByRole('group', { name: 'Your account' }).getByRole('button', { name: 'Sign out' }).click();
  await expect(page.getByRole('link', { name: 'Sign in', exact: true })).toBeVisible();

  const guesser = await browser.newContext({ baseURL, extraHTTPHeaders: { 'x-forwarded-for': carrierAddress } });
  await guesser.addCookies(['cookie_consent', 'locale'].map((name) => ({ name, value: name === 'locale' ? 'en' : 'yes', url: baseURL ?? '' })));
  const codes: string[] = [];
  for (let attempt = 0; attempt < 11; attempt++) codes.push(await guessWrong(guesser.request, email));
  expect(codes.at(-1)).toBe('rateLimited');

  await page.goto('/auth/login');
  await signInWithForm(page, email, demoPassword);
  await expect(page).not.toHaveURL(/\/auth\/login/);
  await page.goto('/circle/list');
  await expect(page.getByRole('group', { name: 'Your account' })).toContainText('Platinum');

  // A device this account never signed in on, behind that address, waits like the guesser.
  const newPhone = await guesser.newPage();
  await newPhone.goto('/auth/login');
  await signInWithForm(newPhone, email, demoPassword);
  await expect(newPhone.getByText('Too many attempts. Please wait a while and try again.')).toBeVisible();
  await guesser.close();
});
