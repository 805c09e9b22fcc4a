import { signInThroughApi } from '../support/accounts';
import { distinctCircles } from '../support/distinct-circles';
import { expect, test } from '../support/fixtures';
import { addFavorites, createPlatinumUser } from '../support/platinum-user';

// The checklist import's preview on a phone: it fits the screen, and names colours as the member does.
test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

const quote = (field: string) => `"${field.replace(/"/g, '""')}"`;

test('the import preview fits a phone’s width, with each row’s status, and names colours by the member’s labels', async ({ page, context }) => {
  const email = await createPlatinumUser('import-phone');
  // The member calls colour 1 "Buy first"; the file's own name for it is not what the preview shows.
  await addFavorites(email, 1, '', 'Buy first');
  await signInThroughApi(context.request, email);
  const circles = await distinctCircles(3, 'spread');
  const file = [
    'Header,ComicMarketCD-ROMCatalog,ComicMarket106,UTF-8,Desktop 1.0',
    'Color,1,4a94ff,4a94ff,Must have',
    ...circles.map((circle) => ['UnKnown', circle.name, '', circle.author, 'A memo', '1'].map(quote).join(',')),
    '',
  ].join('\r\n');

  await page.goto('/user/favorites');
  await page.locator('[aria-labelledby="checklist-panel-title"] button[aria-haspopup="dialog"]').tap();
  const dialog = page.getByRole('dialog');
  await dialog.locator('input[type="file"]').setInputFiles({ name: 'checklist.csv', mimeType: 'text/csv', buffer: Buffer.from(file, 'utf8') });
  const table = dialog.locator('table');
  await expect(table.locator('tbody tr')).toHaveCount(3);
  const region = table.locator('xpath=ancestor::*[@role="region"][1]');
  const widths = await region.evaluate((element) => ({ scroll: element.scrollWidth, client: element.clientWidth }));
  expect(widths.scroll).toBeLessThanOrEqual(widths.client + 1);
  const first = table.locator('tbody tr').first();
  await expect(first.getByText('Buy first')).toBeVisible();
  await expect(first.getByText('Orange')).toHaveCount(0);
  // The row's status is on the screen, not off to the right.
  const status = first.getByText(/^(Found|Already a favourite|Not found|Cannot be imported)$/).first();
  await expect(status).toBeVisible();
  const box = await status.boundingBox();
  expect((box?.x ?? 999) + (box?.width ?? 0)).toBeLessThanOrEqual(390);
});
