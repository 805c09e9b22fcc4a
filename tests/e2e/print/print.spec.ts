import { LISTED_CIRCLE_SQL_TEXT } from '@/lib/catalogue/listed-circles';
import { signInThroughApi } from '../support/accounts';
import { query } from '../support/database';
import { expect, test } from '../support/fixtures';
import { addFavorites, createPlatinumUser } from '../support/platinum-user';

let email = '';

// A member of its own with eleven favourites: the demo member's change while other specs run.
test.beforeEach(async ({ context }) => {
  email = await createPlatinumUser('print');
  await addFavorites(email, 11, 'Must buy: new book and the set', 'Must have');
  await signInThroughApi(context.request, email);
});

/** Pages of a PDF as Chromium writes it: one `/Type /Page` object each. */
function pdfPageCount(pdf: Buffer): number {
  return (pdf.toString('latin1').match(/\/Type\s*\/Page(?![s\w])/g) ?? []).length;
}

/** The document title in the PDF's information dictionary, plain or UTF-16 hex. */
function pdfTitle(pdf: Buffer): string {
  const text = pdf.toString('latin1');
  const plain = /\/Title\s*\(((?:\\.|[^\\)])*)\)/.exec(text)?.[1];
  if (plain !== undefined) return plain.replace(/\\(.)/g, '$1');
  const hex = /\/Title\s*<FEFF([0-9A-Fa-f]*)>/.exec(text)?.[1] ?? '';
  return Buffer.from(hex, 'hex').swap16().toString('utf16le');
}

test('the chooser previews and opens the printable page with the print query keys', async ({ page }) => {
  await page.goto('/print');
  await expect(page.getByRole('heading', { level: 1, name: 'Print' })).toBeVisible();
  await page.getByLabel('Hall maps with your colours').check();
  await page.getByRole('group', { name: 'Days' }).getByLabel(/^Day 1 /).check();
  await page.getByLabel('Print in colour').check();
  await page.getByLabel('Print my memos').check();
  await page.getByLabel('Language of the printout').selectOption('ja');
  const open = page.getByRole('link', { name: 'Open the printable page' });
  await expect(open).toHaveAttribute('href', '/print-type-2?days=1&prnColor=1&prnMemo=1&locale=ja');
  await expect(page.frameLocator('iframe[title="Preview"]').getByRole('heading', { level: 1, name: '色分けしたホールマップ' })).toBeVisible();
  await open.click();
  await expect(page).toHaveURL(/\/print-type-2\?days=1&prnColor=1&prnMemo=1&locale=ja$/);
  await expect(page.getByRole('heading', { level: 2, name: /^1日目/ }).first()).toBeVisible();
});

test('the favourites list prints by day and hall with colour, name, author, genre and memo', async ({ page }) => {
  await page.goto('/print-type-1?prnColor=1&prnGenre=1&prnMemo=1');
  await expect(page.getByRole('heading', { level: 1, name: 'Favourites list' })).toBeVisible();
  await expect(page.getByText('11 favourite circles')).toBeVisible();
  const days = await page.getByRole('heading', { level: 2, name: /^Day \d/ }).count();
  expect(days).toBeGreaterThanOrEqual(1);
  await expect(page.getByRole('columnheader', { name: 'Genre' }).first()).toBeVisible();
  await expect(page.getByRole('cell', { name: 'Must buy: new book and the set' })).toBeVisible();
  await expect(page.getByRole('cell', { name: /Must have/ }).first()).toBeVisible();
  await page.emulateMedia({ media: 'print' });
  await expect(page.getByRole('button', { name: 'Print' })).toBeHidden();
  const pdf = await page.pdf({ format: 'A4', printBackground: true });
  expect(pdfPageCount(pdf)).toBe(days);
  expect(pdfTitle(pdf)).toContain('Print layout 1');
});

test('without colour and memo the list prints neither', async ({ page }) => {
  await page.goto('/print-type-1');
  await expect(page.getByRole('columnheader', { name: 'Memo' })).toHaveCount(0);
  await expect(page.getByRole('columnheader', { name: 'Genre' })).toHaveCount(0);
  await expect(page.getByRole('cell', { name: 'Must buy: new book and the set' })).toHaveCount(0);
  // Black and white: the sheet is drawn in grey, the colour numbers keep the marks apart.
  const filter = await page.getByRole('heading', { level: 1, name: 'Favourites list' }).evaluate((heading) => getComputedStyle(heading.closest('[data-color]') ?? heading).filter);
  expect(filter).toBe('grayscale(1)');
});

test('the hall maps print one hall a page with the user’s colours and a legend', async ({ page }) => {
  await page.goto('/print-type-2?prnColor=1');
  await expect(page.getByRole('heading', { level: 1, name: 'Hall maps with your colours' })).toBeVisible();
  const maps = page.getByRole('img', { name: /^Day \d .* · (East|West|South) \d+$/ });
  const count = await maps.count();
  expect(count).toBeGreaterThanOrEqual(1);
  await expect(page.getByRole('columnheader', { name: 'No.' }).first()).toBeVisible();
  const pdf = await page.pdf({ format: 'A4', printBackground: true });
  expect(pdfPageCount(pdf)).toBe(count);
  expect(pdfTitle(pdf)).toContain('Print layout 2');
});

test('the cut grid prints the favourites’ cuts twelve to a page, in Chinese when asked', async ({ page }) => {
  await page.goto('/print-type-3?prnColor=1&locale=zh');
  await expect(page.getByRole('heading', { level: 1, name: '收藏社团的社团图' })).toBeVisible();
  const cuts = page.getByRole('img', { name: /的社团图$/ });
  await expect(cuts).toHaveCount(11);
  await expect.poll(() => cuts.evaluateAll((images) => images.every((image) => (image as HTMLImageElement).complete && (image as HTMLImageElement).naturalWidth > 0))).toBe(true);
  const pdf = await page.pdf({ format: 'A4', printBackground: true });
  expect(pdfPageCount(pdf)).toBe(1);
  expect(pdfTitle(pdf)).toContain('3');
  await expect(page.getByRole('region', { name: /的品书$/ })).toHaveCount(0);

  // With the menus option (issue 49), the page of cuts is followed by its circles' menu pages, loaded for print.
  const [row] = await query<{ menus: number }>(
    `SELECT count(*)::int AS menus FROM "CatalogueImage" i JOIN "Circle" c ON c.id = i."circleId" JOIN "Favorite" f ON f."circleId" = c.id JOIN "User" u ON u.id = f."userId"
     WHERE u.email = $1 AND f.color BETWEEN 1 AND 18 AND i.kind = 'MENU' AND ${LISTED_CIRCLE_SQL_TEXT} AND c."withdrawnAt" IS NULL`,
    [email],
  );
  expect(row?.menus).toBeGreaterThan(0);
  await page.goto('/print-type-3?prnMenus=1&locale=zh');
  const menus = page.getByRole('region', { name: '剪影第1页（共1页）的品书' }).getByRole('img');
  await expect(menus).toHaveCount(row?.menus ?? 0);
  expect(await menus.evaluateAll((images) => images.every((image) => image.getAttribute('alt') !== '' && image.getAttribute('loading') !== 'lazy'))).toBe(true);
  await expect.poll(() => menus.evaluateAll((images) => images.every((image) => (image as HTMLImageElement).complete && (image as HTMLImageElement).naturalWidth > 0))).toBe(true);
});
