import { readFile } from 'node:fs/promises';
import type { Download, Page } from '@playwright/test';
import { demo, signInThroughApi } from '../support/accounts';
import { expect, test } from '../support/fixtures';

const MEMO = 'E2E memo line one\r\nline two';
const UNKNOWN_NAME = '存在しないサークルE2E';

test.beforeEach(async ({ context }) => {
  await signInThroughApi(context.request, demo.platinum);
});

const quote = (field: string) => `"${field.replace(/"/g, '""')}"`;

async function download(page: Page, linkName: string): Promise<{ file: Download; bytes: Buffer }> {
  const panel = page.getByRole('region', { name: 'Checklist CSV' });
  const [file] = await Promise.all([page.waitForEvent('download'), panel.getByRole('link', { name: linkName }).click()]);
  const path = await file.path();
  return { file, bytes: await readFile(path) };
}

test('imports a checklist from another event (choose, preview, apply) and exports it back in UTF-8 and Shift_JIS', async ({ page }) => {
  // A circle of this event, named as another event's list would name it.
  await page.goto('/circle/list?page=3');
  const name = ((await page.getByRole('list', { name: 'Results' }).getByRole('heading', { level: 3 }).getByRole('link').nth(4).textContent()) ?? '').trim();
  expect(name).not.toBe('');
  const csv = [
    'Header,ComicMarketCD-ROMCatalog,C998,UTF-8,E2E 1.0',
    // Colour 16: the other specs that use the demo member pick other colours by name.
    'Color,16,ff0000,ff0000,E2E gold',
    ['UnKnown', name, '', '', MEMO, '16'].map(quote).join(','),
    ['UnKnown', UNKNOWN_NAME, '', '誰でもない作者', 'never found', '3'].map(quote).join(','),
    '',
  ].join('\r\n');

  await page.goto('/user/favorites');
  await page.getByRole('region', { name: 'Checklist CSV' }).getByRole('button', { name: 'Import CSV' }).click();
  const dialog = page.getByRole('dialog', { name: 'Import a checklist' });
  await expect(dialog).toBeVisible();
  await dialog.getByLabel('Replace the colour and memo of circles already in my favourites, and my colour names').check();
  await dialog.getByLabel('Checklist file').setInputFiles({ name: 'other-event.csv', mimeType: 'text/csv', buffer: Buffer.from(csv, 'utf8') });

  await expect(dialog.getByText('This list is from C998: circles are matched by name, reading and author.')).toBeVisible();
  const rows = dialog.getByRole('table', { name: 'Rows of the file' }).getByRole('row');
  await expect(rows).toHaveCount(3);
  const matched = rows.filter({ hasText: 'line two' });
  await expect(matched).toContainText(/Found|Already a favourite/);
  await expect(matched.getByRole('cell').nth(1)).toHaveText(/^[日月火水木金土] [東西南].-\d{2}(a|b|ab)$/);
  await expect(rows.filter({ hasText: UNKNOWN_NAME })).toContainText('Not found');

  await dialog.getByRole('button', { name: 'Import 1 favorite' }).click();
  await expect(dialog.getByRole('status')).toHaveText('Imported 1 favorite successfully');
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toBeHidden();

  const utf8 = await download(page, 'Export CSV (UTF-8)');
  expect(utf8.file.suggestedFilename()).toMatch(/^checklist-C999-\d{8}\.csv$/);
  const text = utf8.bytes.toString('utf8');
  const lines = text.split('\r\n');
  expect(lines[0]).toMatch(/^"Header","ComicMarketCD-ROMCatalog","C999","UTF-8","Web [\d.]+"$/);
  // The export writes the palette's own colour values with the file's colour name.
  expect(lines.some((line) => /^"Color","16","[0-9a-f]{6}","[0-9a-f]{6}","E2E gold"$/.test(line))).toBe(true);
  expect(text).toContain(`"16",`);
  expect(text).toContain(quote(MEMO));
  expect(text).not.toContain(UNKNOWN_NAME);

  const sjis = await download(page, 'Export CSV (Shift_JIS, for older tools)');
  expect(sjis.file.suggestedFilename()).toMatch(/^checklist-C999-\d{8}-sjis\.csv$/);
  const decoded = new TextDecoder('shift_jis').decode(sjis.bytes);
  expect(decoded.split('\r\n')[0]).toContain('"Shift_JIS"');
  expect(decoded).toContain(quote(MEMO));
  // The same records as the UTF-8 file, line for line (characters Shift_JIS lacks aside).
  expect(decoded.split('\r\n').length).toBe(lines.length);
});

test('refuses a file over 4 MB before reading it, and a file that is not a checklist', async ({ page }) => {
  await page.goto('/user/favorites');
  await page.getByRole('button', { name: 'Import CSV' }).click();
  const dialog = page.getByRole('dialog', { name: 'Import a checklist' });
  const input = dialog.getByLabel('Checklist file');

  const uploads: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/api/checklist/')) uploads.push(request.url());
  });
  await input.setInputFiles({ name: 'big.csv', mimeType: 'text/csv', buffer: Buffer.alloc(4 * 1024 * 1024 + 1, 0x41) });
  await expect(dialog.getByRole('alert')).toHaveText('The file is too large (4 MB at most)');
  expect(uploads).toEqual([]);

  await input.setInputFiles({ name: 'notes.csv', mimeType: 'text/csv', buffer: Buffer.from('just some notes\nabout the event\n') });
  await expect(dialog.getByRole('alert')).toHaveText('Invalid CSV file');
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
});

test('the endpoints answer only a signed-in Platinum member posting from this site', async ({ browser, baseURL, context }) => {
  const anonymous = await browser.newContext({ baseURL });
  const member = await browser.newContext({ baseURL });
  try {
    const visitor = await anonymous.request.get('/api/checklist/export');
    expect(visitor.status()).toBe(401);

    await signInThroughApi(member.request, demo.member);
    const withoutPlan = await member.request.post('/api/checklist/preview', { data: Buffer.from('Header,ComicMarketCD-ROMCatalog,C999,UTF-8,x\r\n') });
    expect(withoutPlan.status()).toBe(403);
    expect(await withoutPlan.json()).toMatchObject({ error: { messageKey: 'Errors.auth.planRequired' } });

    const crossSite = await context.request.post('/api/checklist/import', {
      data: Buffer.from('Header,ComicMarketCD-ROMCatalog,C999,UTF-8,x\r\n'),
      headers: { origin: 'https://elsewhere.example' },
    });
    expect(crossSite.status()).toBe(403);
  } finally {
    await anonymous.close();
    await member.close();
  }
});
