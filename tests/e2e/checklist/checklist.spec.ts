import { readFile } from 'node:fs/promises';
import type { Download, Page } from '@playwright/test';
import { demo, signInThroughApi } from '../support/accounts';
import { distinctCircles } from '../support/distinct-circles';
import { expect, test } from '../support/fixtures';
import { createPlatinumUser } from '../support/platinum-user';

const MEMO = 'E2E memo line one\r\nline two 😀';
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

async function openImport(page: Page) {
  await page.goto('/user/favorites');
  await page.getByRole('region', { name: 'Checklist CSV' }).getByRole('button', { name: 'Import CSV' }).click();
  const dialog = page.getByRole('dialog', { name: 'Import a checklist' });
  await expect(dialog).toBeVisible();
  return dialog;
}

test('imports a checklist from another event (choose, preview, apply) and exports it back in UTF-8 and Shift_JIS', async ({ page, context }) => {
  // An import, a warning and three downloads, often the first requests after the server starts.
  test.slow();
  await signInThroughApi(context.request, await createPlatinumUser('checklist-round-trip'));
  const [circle] = await distinctCircles(2);
  if (!circle) throw new Error('no circle');
  const csv = [
    'Header,ComicMarketCD-ROMCatalog,C998,UTF-8,E2E 1.0',
    'Color,16,ff0000,ff0000,E2E gold',
    ['UnKnown', circle.name, '', circle.author, MEMO, '16'].map(quote).join(','),
    ['UnKnown', UNKNOWN_NAME, '', '誰でもない作者', 'never found', '3'].map(quote).join(','),
    '',
  ].join('\r\n');

  const dialog = await openImport(page);
  await dialog.getByLabel('Checklist file').setInputFiles({ name: 'other-event.csv', mimeType: 'text/csv', buffer: Buffer.from(csv, 'utf8') });

  await expect(dialog.getByText(/^This list is from C998, not this event: circles are matched by name, reading and author\./)).toBeVisible();
  const rows = dialog.getByRole('table', { name: 'Rows of the file' }).getByRole('row');
  await expect(rows).toHaveCount(3);
  const matched = rows.filter({ hasText: 'line two' });
  await expect(matched).toContainText('Found');
  // The space as the English list pages write it, not the classic Japanese form.
  await expect(matched.getByRole('cell').nth(2)).toHaveText(/^(Sat|Sun|Mon|Tue|Wed|Thu|Fri) (East|West|South) .(\([A-Za-z]+\))?-\d{2}(a|b|ab)$/);
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

  // The memo holds an emoji, which Shift_JIS lacks: the export says so before writing anything.
  const panel = page.getByRole('region', { name: 'Checklist CSV' });
  await panel.getByRole('button', { name: 'Export CSV (Shift_JIS, for older tools)' }).click();
  const warning = page.getByRole('dialog', { name: 'Some characters would be lost in Shift_JIS' });
  await expect(warning).toBeVisible();
  await expect(warning.getByRole('listitem').filter({ hasText: circle.name })).toContainText('😀');
  const [instead] = await Promise.all([page.waitForEvent('download'), warning.getByRole('link', { name: 'Download UTF-8 instead' }).click()]);
  expect(instead.suggestedFilename()).toMatch(/^checklist-C999-\d{8}\.csv$/);

  await panel.getByRole('button', { name: 'Export CSV (Shift_JIS, for older tools)' }).click();
  const [lossy] = await Promise.all([page.waitForEvent('download'), warning.getByRole('link', { name: 'Download Shift_JIS with “?” in their place' }).click()]);
  expect(lossy.suggestedFilename()).toMatch(/^checklist-C999-\d{8}-sjis\.csv$/);
  const decoded = new TextDecoder('shift_jis').decode(await readFile(await lossy.path()));
  expect(decoded.split('\r\n')[0]).toContain('"Shift_JIS"');
  expect(decoded).toContain(quote(MEMO.replace('😀', '?')));
  // The same records as the UTF-8 file, line for line.
  expect(decoded.split('\r\n').length).toBe(lines.length);
});

test('offers guesses unticked and lists skipped lines with their reason', async ({ page, context }) => {
  await signInThroughApi(context.request, await createPlatinumUser('checklist-guesses'));
  const [sure, guessed] = await distinctCircles(2);
  if (!sure || !guessed) throw new Error('no circles');
  const csv = [
    'Header,ComicMarketCD-ROMCatalog,C998,UTF-8,E2E 1.0',
    ['UnKnown', sure.name, '', sure.author, 'sure', '2'].map(quote).join(','),
    ['UnKnown', '改名したサークル', '', guessed.author, 'guess', '3'].map(quote).join(','),
    'Circle,1,2,3,4,土,東,ア,5,111,short row',
    '',
  ].join('\r\n');

  const dialog = await openImport(page);
  await dialog.getByLabel('Checklist file').setInputFiles({ name: 'guesses.csv', mimeType: 'text/csv', buffer: Buffer.from(csv, 'utf8') });
  const table = dialog.getByRole('table', { name: 'Rows of the file' });
  const guess = table.getByRole('row').filter({ hasText: 'guess' });
  await expect(guess).toContainText('uncertain: matched by author only');
  await expect(guess).toContainText(`In the file: 改名したサークル / ${guessed.author}`);
  await expect(guess).toContainText(`In the catalogue: ${guessed.name} / ${guessed.author}`);
  await expect(dialog.getByLabel('Import line 3')).not.toBeChecked();
  await expect(dialog.getByLabel('Import line 2')).toBeChecked();
  await expect(dialog.getByText('line 4: 11 fields, at least 25 expected')).toBeVisible();

  await expect(dialog.getByRole('button', { name: 'Import 1 favorite' })).toBeEnabled();
  await dialog.getByLabel('Import line 3').check();
  await dialog.getByRole('button', { name: 'Import 2 favorites' }).click();
  await expect(dialog.getByRole('status')).toHaveText('Imported 2 favorites successfully');
  await expect(dialog.getByText('line 4: 11 fields, at least 25 expected')).toBeVisible();
});

test('refuses a file over 4 MB before reading it, and says why other files are not checklists', async ({ page }) => {
  const dialog = await openImport(page);
  const input = dialog.getByLabel('Checklist file');

  const uploads: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/api/checklist/')) uploads.push(request.url());
  });
  await input.setInputFiles({ name: 'big.csv', mimeType: 'text/csv', buffer: Buffer.alloc(4 * 1024 * 1024 + 1, 0x41) });
  await expect(dialog.getByRole('alert')).toHaveText(/^The file is larger than 4 MB\./);
  expect(uploads).toEqual([]);

  await input.setInputFiles({ name: 'notes.csv', mimeType: 'text/csv', buffer: Buffer.from('just some notes\nabout the event\n') });
  await expect(dialog.getByRole('alert')).toHaveText(/^This text file is not a checklist/);
  await input.setInputFiles({ name: 'empty.csv', mimeType: 'text/csv', buffer: Buffer.from('\r\n') });
  await expect(dialog.getByRole('alert')).toHaveText(/^The file is empty\./);
  await input.setInputFiles({ name: 'photo.csv', mimeType: 'text/csv', buffer: Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d]) });
  await expect(dialog.getByRole('alert')).toHaveText(/^This file is not text/);
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
