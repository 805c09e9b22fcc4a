import type { Page } from '@playwright/test';
import { signInThroughApi } from '../support/accounts';
import { query } from '../support/database';
import { expect, test } from '../support/fixtures';
import { addFavorites, createPlatinumUser } from '../support/platinum-user';
import { withServiceWorker } from '../support/service-worker';

// The smaller findings of the phone walkthrough, each as a member or a visitor meets it at 390 × 844 on a
// touch screen: the colour picker, the offline dialog, the plan's budget and route sheet, and the sign-in
// and sign-up pages.

test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

const results = (page: Page) => page.getByRole('list', { name: 'Results' });
const listedCount = async (page: Page) => Number(((await page.locator('#circle-results-heading').textContent()) ?? '').replace(/\D/g, ''));

test.describe('the colour picker', () => {
  test('closes after a pick, keeps its Close on the screen, and shows no key tip on a touch screen', async ({ page, context }) => {
    await signInThroughApi(context.request, await createPlatinumUser('picker'));
    await page.goto('/circle/list');
    const row = results(page).getByRole('listitem').nth(3);
    const toggle = row.getByRole('button', { name: /^Add .+ to favourites$/ });
    // The row low on the screen, as a thumb finds it while scrolling the list.
    await toggle.evaluate((button) => window.scrollBy(0, button.getBoundingClientRect().top - 620));
    await toggle.tap();
    const colours = row.getByRole('group', { name: /^Colours for / }).last();
    await expect(colours).toBeVisible();
    await expect(row.getByRole('button', { name: 'Close', exact: true })).toBeInViewport({ ratio: 1 });
    await expect(row.getByText(/keys 1–9/)).toBeHidden();

    await colours.getByRole('button', { name: 'Yellow', exact: true }).tap();
    await expect(row.getByRole('group', { name: /^Colours for / })).toHaveCount(0);
    const picked = row.getByRole('button', { name: /^Favourite colour of .+: Yellow$/ });
    await expect(picked).toBeVisible();
    await expect(picked).toHaveAttribute('aria-expanded', 'false');
  });
});

test.describe('the offline dialog', () => {
  test.use(withServiceWorker);

  test('counts the circles the list shows and names the colours as the member does', async ({ page, context }) => {
    test.setTimeout(180_000);
    const email = await createPlatinumUser('offline-names');
    await addFavorites(email, 6, 'Corner shop first', 'Must buy');
    await signInThroughApi(context.request, email);
    await page.goto('/circle/list');
    const listed = await listedCount(page);
    expect(listed).toBeGreaterThan(0);

    await page.goto('/user/favorites');
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, { timeout: 30_000 });
    await page.getByRole('button', { name: /^Offline data/ }).tap();
    const panel = page.getByRole('dialog', { name: 'Event days offline' });
    const size = panel.getByText(/^Every circle, searchable without a network: /);
    await expect(size).toBeVisible();
    expect(Number(((await size.textContent()) ?? '').match(/\(([\d,]+) circles\)/)?.[1]?.replace(/,/g, ''))).toBe(listed);

    await panel.getByRole('button', { name: 'Save for offline use' }).tap();
    const saved = panel.getByText(/^Saved on .+: [\d,]+ circles \([\d.]+ MB on this device\)\.$/);
    await expect(saved).toBeVisible({ timeout: 90_000 });
    expect(Number(((await saved.textContent()) ?? '').match(/: ([\d,]+) circles/)?.[1]?.replace(/,/g, ''))).toBe(listed);

    // The saved favourites' colours: the member's own name for colour 1, the default names for the rest.
    const choices = panel.getByRole('region', { name: 'Saved favourites' }).getByRole('combobox').first().locator('option');
    const names = await choices.allTextContents();
    expect(names).toContain('Must buy');
    expect(names).toContain('Light blue');
    expect(names.filter((name) => /^Colour \d+$/.test(name))).toEqual([]);
  });
});

test.describe('the plan', () => {
  for (const locale of ['en', 'ja', 'zh'] as const) {
    test(`the budget's expander is named apart from its save button (${locale})`, async ({ page, context, baseURL }) => {
      await context.addCookies([{ name: 'locale', value: locale, url: baseURL ?? '' }]);
      await signInThroughApi(context.request, await createPlatinumUser(`budget-${locale}`));
      await page.goto('/plan?day=1');
      const section = page.locator('section[aria-labelledby="plan-budget"]');
      const summary = section.locator('summary');
      await summary.tap();
      const submit = section.locator('details button');
      await expect(submit).toBeVisible();
      const [expander, save] = [((await summary.textContent()) ?? '').trim(), ((await submit.textContent()) ?? '').trim()];
      expect(expander).not.toBe('');
      expect(expander).not.toBe(save);
    });
  }

  test('the route sheet fits the phone with its Amount column, and ticks the stop that was bought', async ({ page, context }) => {
    const email = await createPlatinumUser('route-sheet');
    await addFavorites(email, 14, '', 'First');
    await signInThroughApi(context.request, email);
    await page.goto('/print-type-4?days=1');
    const rows = page.locator('.print-table tbody tr');
    await expect(rows.first()).toBeVisible();
    expect(await rows.count()).toBeGreaterThanOrEqual(2);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    const amount = page.getByRole('columnheader', { name: 'Amount' });
    await expect(amount).toBeInViewport({ ratio: 1 });
    // Whole, on one line: the narrow columns give way, not the heading.
    expect(await amount.evaluate((cell) => {
      const text = document.createRange();
      text.selectNodeContents(cell);
      return text.getClientRects().length;
    })).toBe(1);
    await expect(rows.getByRole('img', { name: 'Bought' })).toHaveCount(0);

    // The cell's first text is the name; its romaji, where it has one, follows in a line of its own.
    const firstName = ((await rows.first().locator('td').nth(3).evaluate((cell) => cell.firstChild?.textContent)) ?? '').trim();
    await query(
      `INSERT INTO "VisitMark" ("userId", "circleId", day, status)
       SELECT f."userId", f."circleId", 1, 'BOUGHT' FROM "Favorite" f JOIN "User" u ON u.id = f."userId" JOIN "Circle" c ON c.id = f."circleId"
       WHERE u.email = $1 AND c.name = $2`,
      [email, firstName],
    );
    await page.reload();
    await expect(rows.first().getByRole('img', { name: 'Bought' })).toBeVisible();
    await expect(rows.getByRole('img', { name: 'Bought' })).toHaveCount(1);
  });
});

test.describe('signing in and up', () => {
  test('"Log in with your old circle account" opens the old circle site’s sign-in', async ({ page, baseURL }) => {
    const legacyPort = Number(new URL(baseURL ?? '').port) + 11;
    await page.goto('/');
    await page.getByRole('main').getByText('Log in with your old circle account', { exact: true }).tap();
    await expect(page).toHaveURL(new RegExp(`^http://127\\.0\\.0\\.1:${legacyPort}/interaction/`));
    await expect(page.getByLabel('Login')).toBeVisible();
  });

  for (const [path, locale, language] of [
    ['/auth/login', 'ja', '日本語'],
    ['/auth/sign-up', 'zh', '中文'],
  ] as const) {
    test(`${path} offers the languages and changes to ${locale}`, async ({ page }) => {
      await page.goto(path);
      await expect(page.locator('html')).toHaveAttribute('lang', 'en');
      const languages = page.getByRole('navigation', { name: 'Language' });
      await expect(languages).toBeInViewport();
      await languages.getByRole('button', { name: language }).tap();
      await expect(page.locator('html')).toHaveAttribute('lang', locale);
      await expect(page).toHaveURL((url) => url.pathname === path);
      await expect(page.getByRole('navigation', { name: /^(言語|语言)$/ }).getByRole('button', { name: 'English' })).toBeVisible();
    });
  }

  for (const [locale, rule] of [
    ['en', /8 characters/],
    ['ja', /8文字/],
  ] as const) {
    test(`sign-up states the password rule once, also after a short password (${locale})`, async ({ page, context, baseURL }) => {
      await context.addCookies([{ name: 'locale', value: locale, url: baseURL ?? '' }]);
      await page.goto('/auth/sign-up');
      const form = page.getByRole('main').locator('form').filter({ has: page.locator('input[name="password"]') });
      await expect(form.getByText(rule)).toHaveCount(1);
      await form.locator('input[name="email"]').fill('short-password@e2e.example');
      await form.locator('input[name="password"]').fill('short');
      await form.locator('input[name="passwordRepeat"]').fill('short');
      await form.locator('button[type="submit"]').tap();
      await expect(form.locator('#sign-up-password-error')).toBeVisible();
      await expect(form.getByText(rule)).toHaveCount(1);
    });
  }
});
