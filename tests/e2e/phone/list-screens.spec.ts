import path from 'node:path';
import { signInThroughApi } from '../support/accounts';
import { expect, test } from '../support/fixtures';
import { addFavorites, createPlatinumUser } from '../support/platinum-user';

// Regenerates the phone screenshots of the circle list in docs/screens (`npm run screens:list`). Skipped
// in the ordinary end-to-end run, which must not write into the repository.

test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });
test.skip(!process.env.SCREENS, 'Set SCREENS=1 to write the screenshots');

const screens = path.resolve('docs', 'screens');
const shot = (name: string) => ({ path: path.join(screens, `${name}.png`), animations: 'disabled' as const, caret: 'hide' as const });

for (const locale of ['en', 'ja', 'zh'] as const) {
  test(`phone list screens (${locale})`, async ({ page, context, baseURL }) => {
    const email = await createPlatinumUser(`screens-${locale}`);
    await addFavorites(email, 40, '新刊セット', 'Must see');
    await signInThroughApi(context.request, email);
    await context.addCookies([{ name: 'locale', value: locale, url: baseURL ?? '' }]);

    await page.goto('/circle/list');
    const rows = page.locator('ol li');
    await expect(rows.first()).toBeVisible();
    await page.evaluate(() => document.fonts.ready);
    await page.screenshot(shot(`phone-list-${locale}`));

    await page.locator('button[aria-haspopup="dialog"]').first().tap();
    await expect(page.getByRole('dialog')).toBeVisible();
    await page.getByRole('dialog').locator('.cf-swatches').scrollIntoViewIfNeeded();
    await page.screenshot(shot(`phone-filters-${locale}`));
    await page.keyboard.press('Escape');

    await rows.first().locator('[data-favorite-controls] button').tap();
    await expect(page.getByRole('group').filter({ has: page.locator('[aria-keyshortcuts="1"]') }).first()).toBeVisible();
    await page.screenshot(shot(`phone-colours-${locale}`));
  });
}

// The same list on a desktop, for a look by eye; written with the test's results, not into the repository.
test.describe('desktop', () => {
  test.use({ viewport: { width: 1280, height: 900 }, hasTouch: false, isMobile: false });
  test('desktop list screen', async ({ page, context }, testInfo) => {
    const email = await createPlatinumUser('screens-desktop');
    await signInThroughApi(context.request, email);
    await page.goto('/circle/list?day=2');
    await expect(page.locator('ol li').first()).toBeVisible();
    await page.screenshot({ path: testInfo.outputPath('desktop-list.png'), animations: 'disabled' });
  });
});
