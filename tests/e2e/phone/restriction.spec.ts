import type { Page } from '@playwright/test';
import { demo, fillBirthdate, signInThroughApi, uniqueEmail } from '../support/accounts';
import { query } from '../support/database';
import { expect, test } from '../support/fixtures';
import { catalogue } from '../support/messages';
import { createPlatinumUser } from '../support/platinum-user';
import { acceptedConsent, setCookies } from '../shell/helpers';

// The restriction page as a member meets it on a phone: the site's header stays, the one reason that
// applies is named, and what the member can change is changed right there.

test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

test.beforeEach(async ({ context, baseURL }) => {
  await setCookies(context, baseURL, acceptedConsent('en'));
});

async function expectSiteHeader(page: Page) {
  await expect(page.getByRole('banner')).toHaveCount(1);
  await expect(page.getByRole('navigation', { name: 'Main' })).toHaveCount(1);
  await expect(page.getByRole('link', { name: 'Back to the top page' })).toHaveAttribute('href', '/');
}

test('a member with adult content off switches it on right there and reaches the circle list', async ({ page, context }) => {
  const email = await createPlatinumUser('adult-off');
  await query(`UPDATE "User" SET "showAdult" = false WHERE email = $1`, [email]);
  await signInThroughApi(context.request, email);

  await page.goto('/circle/list');
  await expect(page).toHaveURL(/\/restriction$/);
  await expectSiteHeader(page);
  await expect(page.getByText('“See adult content” is switched off on your account.', { exact: false })).toBeVisible();
  await expect(page.getByText(/under 18/)).toHaveCount(0);

  await page.getByLabel('See adult content').check();
  await page.getByRole('button', { name: 'Save and open the catalogue' }).tap();
  await expect(page).toHaveURL(/\/circle\/list$/);
  await expect(page.getByRole('searchbox', { name: 'Keyword' })).toBeVisible();
});

test('a member without a birthdate enters it there, and is then shown the one step left', async ({ page, context }) => {
  const email = await createPlatinumUser('no-birthdate');
  await query(`UPDATE "User" SET birthdate = NULL, "showAdult" = false WHERE email = $1`, [email]);
  await signInThroughApi(context.request, email);

  await page.goto('/map');
  await expect(page).toHaveURL(/\/restriction$/);
  await expectSiteHeader(page);
  await expect(page.getByText(/Your account has no birthdate yet/)).toBeVisible();
  await fillBirthdate(page, 1990, 4, 1);
  await page.getByRole('button', { name: 'Save birthdate' }).tap();
  await expect(page.getByText(/“See adult content” is switched off/)).toBeVisible();
  await expect(page.getByRole('group', { name: 'Date of birth' })).toHaveCount(0);
});

test('the minor demo account reads the under-18 reason and is offered no switch', async ({ page, context }) => {
  await signInThroughApi(context.request, demo.minor);
  await page.goto('/circle/list');
  await expect(page).toHaveURL(/\/restriction$/);
  await expectSiteHeader(page);
  await expect(page.getByText(/By the birthdate on your account you are under 18/)).toBeVisible();
  await expect(page.getByRole('checkbox')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Save and open the catalogue' })).toHaveCount(0);
});

test('a minor who opens the pay page lands on the restriction page', async ({ page, context }) => {
  await signInThroughApi(context.request, demo.minor);
  await page.goto('/pay');
  await expect(page).toHaveURL(/\/restriction$/);
  await expect(page.getByText(/By the birthdate on your account you are under 18/)).toBeVisible();
});

test('an adult who chooses to see adult content at sign-up holds the choice from the start', async ({ page }) => {
  const email = uniqueEmail('opt-in');
  await page.goto('/auth/sign-up');
  await page.getByLabel('Email address').fill(email);
  await page.getByLabel('Password', { exact: true }).fill('opted-in-password');
  await page.getByLabel('Repeat the password').fill('opted-in-password');
  await fillBirthdate(page, 1990, 4, 1);
  await page.getByLabel('See adult content').check();
  await page.getByLabel('I accept the terms of use.').check();
  await page.getByLabel('I accept the cookie policy.').check();
  await page.getByRole('button', { name: 'Create account' }).tap();
  await expect(page.getByRole('heading', { name: 'Check your mail' })).toBeVisible();
  const rows = await query<{ showAdult: boolean }>(`SELECT "showAdult" FROM "User" WHERE email = $1`, [email]);
  expect(rows).toEqual([{ showAdult: true }]);
});

test("the minor's home offers only what opens to them, with the one reason, and settings refuse the adult tick", async ({ page, context }) => {
  await signInThroughApi(context.request, demo.minor);
  await page.goto('/');
  await expect(page.getByText(/By the birthdate on your account you are under 18/)).toBeVisible();
  const main = page.getByRole('main');
  // Nothing that ends at the restriction page: no search, no catalogue shortcuts, no plan to buy.
  await expect(main.getByRole('search')).toHaveCount(0);
  for (const name of ['Favourites', 'Map', 'Print', 'Get the Platinum plan']) await expect(main.getByRole('link', { name })).toHaveCount(0);
  // The main menu leaves out the catalogue's pages too.
  const menu = page.getByRole('navigation', { name: 'Main' });
  for (const name of ['Circle list', 'Favourites', 'Map']) await expect(menu.getByRole('link', { name, exact: true })).toHaveCount(0);
  await expect(menu.getByRole('link', { name: 'Groups', includeHidden: true }).first()).toBeAttached();
  const usable = main.getByRole('navigation', { name: 'What you can use' }).getByRole('link');
  await expect(usable).toHaveText(['Account settings', 'Groups', 'Help']);
  for (const link of await usable.all()) {
    const box = await link.boundingBox();
    expect(box && box.height >= 44 && box.x >= 0 && box.x + box.width <= 390).toBe(true);
  }

  await usable.filter({ hasText: 'Account settings' }).tap();
  await expect(page).toHaveURL(/\/account\/settings$/);
  await page.getByLabel('See adult content').check();
  await page.getByRole('button', { name: 'Save', exact: true }).first().tap();
  await expect(page.getByText('Adult content can only be turned on by members aged 18 or over, with their birthdate set.')).toBeVisible();
  await expect(page.getByText('Saved.')).toHaveCount(0);
  expect(await query<{ showAdult: boolean }>(`SELECT "showAdult" FROM "User" WHERE email = $1`, [demo.minor])).toEqual([{ showAdult: false }]);
});

for (const locale of ['en', 'ja', 'zh'] as const) {
  test(`an under-18 birthdate at sign-up is told why, in its language, with what is still open (${locale})`, async ({ page, context, baseURL }) => {
    const t = catalogue(locale).Restriction;
    await setCookies(context, baseURL, acceptedConsent(locale));
    const email = uniqueEmail(`minor-sign-up-${locale}`);
    await page.goto('/auth/sign-up');
    await page.locator('input[name="email"]').fill(email);
    await page.locator('input[name="password"]').fill('young-password');
    await page.locator('input[name="passwordRepeat"]').fill('young-password');
    await page.locator('select[name="year"]').selectOption(String(new Date().getFullYear() - 15));
    await page.locator('select[name="month"]').selectOption('1');
    await page.locator('select[name="day"]').selectOption('1');
    await page.locator('input[name="acceptTerms"]').check();
    await page.locator('input[name="acceptCookiePolicy"]').check();
    await page.locator('form').filter({ has: page.locator('input[name="passwordRepeat"]') }).locator('button[type="submit"]').tap();

    await expect(page.getByRole('heading', { level: 1, name: t.underAgeSignUpTitle })).toBeVisible();
    await expect(page.getByText(t.underAgeSignUp)).toBeVisible();
    const still = page.getByRole('navigation', { name: t.underAgeStillLabel }).getByRole('link');
    await expect(still).toHaveText([t.underAgeStillTop, t.underAgeStillHelp, t.underAgeStillTerms]);
    for (const link of await still.all()) expect((await link.boundingBox())?.height ?? 0).toBeGreaterThanOrEqual(44);
    // Nothing was stored for the address.
    expect(await query(`SELECT 1 FROM "User" WHERE email = $1`, [email])).toEqual([]);
  });
}
