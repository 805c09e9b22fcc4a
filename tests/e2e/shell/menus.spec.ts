import { expect, test } from '@playwright/test';
import { demo, signInThroughApi } from '../support/accounts';
import { acceptedConsent, setCookies } from './helpers';

const everywhere = ['Circle list', 'Favourites', 'Map'];
const desktopOnly = ['Top', 'Corporate booths', 'Print', 'Comicos'];

// The menu leads to the catalogue screens, which need the Platinum plan.
test.beforeEach(async ({ context, baseURL }) => {
  await setCookies(context, baseURL, acceptedConsent('en'));
  await signInThroughApi(context.request, demo.platinum);
});

test.describe('at 375 px', () => {
  test.use({ viewport: { width: 375, height: 800 } });

  test('the main menu holds the always-visible items and a More submenu for the rest', async ({ page }) => {
    await page.goto('/circle/list');
    const nav = page.getByRole('navigation', { name: 'Main' });
    for (const name of everywhere) await expect(nav.getByRole('link', { name, exact: true })).toBeVisible();
    for (const name of desktopOnly) await expect(nav.getByRole('link', { name, exact: true })).toBeHidden();
    await expect(nav.getByRole('link', { name: 'Circle list' })).toHaveAttribute('aria-current', 'page');

    const more = nav.getByRole('button', { name: 'More' });
    await expect(more).toHaveAttribute('aria-expanded', 'false');
    await more.click();
    await expect(more).toHaveAttribute('aria-expanded', 'true');
    for (const name of desktopOnly) await expect(nav.getByRole('link', { name, exact: true })).toBeVisible();

    await page.keyboard.press('Escape');
    await expect(more).toHaveAttribute('aria-expanded', 'false');
    await expect(more).toBeFocused();
    await expect(nav.getByRole('link', { name: 'Print', exact: true })).toBeHidden();
  });

  test('the submenu works from the keyboard and navigates', async ({ page }) => {
    await page.goto('/circle/list');
    const nav = page.getByRole('navigation', { name: 'Main' });
    const more = nav.getByRole('button', { name: 'More' });
    await more.focus();
    await page.keyboard.press('Enter');
    await expect(more).toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.press('Tab');
    await expect(nav.getByRole('link', { name: 'Top', exact: true })).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(nav.getByRole('link', { name: 'Corporate booths' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/booth$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Corporate booths' })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'More' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
  });
});

test.describe('at 1280 px', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('every menu item is in the main menu and there is no submenu', async ({ page }) => {
    await page.goto('/circle/list');
    const nav = page.getByRole('navigation', { name: 'Main' });
    for (const name of [...desktopOnly, ...everywhere]) {
      await expect(nav.getByRole('link', { name, exact: true })).toBeVisible();
    }
    await expect(nav.getByRole('button', { name: 'More' })).toBeHidden();
  });

  // A visitor's top page has no menu (tests/e2e/phone/home.spec.ts); a signed-in user starts the app there.
  test('the map layout keeps the menu, and so does a signed-in top page', async ({ page }) => {
    await page.goto('/map');
    await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Map' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(page.getByRole('contentinfo')).toHaveCount(0);

    await page.goto('/');
    await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Top', exact: true })).toHaveAttribute('aria-current', 'page');
    await expect(page.getByRole('navigation', { name: 'Related links' })).toBeVisible();
  });
});
