import path from 'node:path';
import type { Page } from '@playwright/test';
import { signInThroughApi } from '../support/accounts';
import { distinctCircles } from '../support/distinct-circles';
import { expect, test } from '../support/fixtures';
import { createPlatinumUser } from '../support/platinum-user';

// Regenerates the screenshots of the checklist import preview in docs/screens (`npm run screens:import`).
// Skipped in the ordinary end-to-end run, which must not write into the repository.

test.skip(!process.env.SCREENS, 'Set SCREENS=1 to write the screenshots');

const screens = path.resolve('docs', 'screens');
const shot = (name: string) => ({ path: path.join(screens, `${name}.png`), animations: 'disabled' as const, caret: 'hide' as const });
const quote = (field: string) => `"${field.replace(/"/g, '""')}"`;

const memos = { en: ['New book first', 'Goods set', 'If there is time'], ja: ['新刊優先', 'グッズセット', '余裕があれば'], zh: ['先买新刊', '周边套装', '有时间再去'] };

/** Another event's list: three circles by name and author, one by author alone, one unknown, one short line. */
async function checklist(locale: keyof typeof memos): Promise<Buffer> {
  const circles = await distinctCircles(4, 'spread');
  const [guessed, ...sure] = circles;
  if (guessed === undefined || sure.length < 3) throw new Error('not enough circles');
  const lines = [
    'Header,ComicMarketCD-ROMCatalog,ComicMarket106,UTF-8,Desktop 1.0',
    'Color,1,4a94ff,4a94ff,Must have',
    ...sure.map((circle, index) => ['UnKnown', circle.name, '', circle.author, memos[locale][index] ?? '', String(index + 1)].map(quote).join(',')),
    ['UnKnown', 'Old circle name', '', guessed.author, '', '4'].map(quote).join(','),
    ['UnKnown', 'Closed circle', '', 'Nobody', '', '5'].map(quote).join(','),
    'Circle,1,2,3,4,土,東,ア,5,111,short row',
    '',
  ];
  return Buffer.from(lines.join('\r\n'), 'utf8');
}

async function openPreview(page: Page, locale: keyof typeof memos): Promise<void> {
  await page.goto('/user/favorites');
  await page.locator('[aria-labelledby="checklist-panel-title"] button[aria-haspopup="dialog"]').click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  await dialog.locator('input[type="file"]').setInputFiles({ name: 'checklist.csv', mimeType: 'text/csv', buffer: await checklist(locale) });
  await expect(dialog.locator('table tbody tr')).toHaveCount(5);
  await page.evaluate(() => document.fonts.ready);
}

for (const locale of ['en', 'ja', 'zh'] as const) {
  test.describe(`import preview (${locale})`, () => {
    test.beforeEach(async ({ context, baseURL }) => {
      await signInThroughApi(context.request, await createPlatinumUser(`import-screens-${locale}`));
      await context.addCookies([{ name: 'locale', value: locale, url: baseURL ?? '' }]);
    });

    test.describe('phone', () => {
      test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });
      test('phone', async ({ page }) => {
        await openPreview(page, locale);
        const dialog = page.getByRole('dialog');
        await dialog.locator('#checklist-summary').scrollIntoViewIfNeeded();
        await page.screenshot(shot(`phone-import-preview-${locale}`));
        await dialog.locator('table').scrollIntoViewIfNeeded();
        await page.screenshot(shot(`phone-import-rows-${locale}`));
      });
    });

    test.describe('desktop', () => {
      test.use({ viewport: { width: 1280, height: 900 } });
      test('desktop', async ({ page }) => {
        await openPreview(page, locale);
        await page.screenshot(shot(`desktop-import-preview-${locale}`));
      });
    });
  });
}
