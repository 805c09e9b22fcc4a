import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EventFiles } from '@/lib/catalogue-import/event-files';
import { importCatalogueFiles } from '@/lib/catalogue-import/import-files';
import { CatalogueImportError, type Problem } from '@/lib/catalogue-import/problems';
import { bytesOf, folderOf, smallEventFiles, text, zipEntries, zipOf, type ZipEntry } from '@/tests/support/catalogue-fixture';
import { blankPng, sampleJpeg, sampleWebp } from '@/tests/support/cut-files';
import { createTestDatabase, type TestDatabase } from '@/tests/helpers/test-database';

const options = { dryRun: false, currentEventCode: 'C999' };

/** Replaces one file's text. */
function edit(files: EventFiles, name: string, change: (text: string) => string): EventFiles {
  const copy = new Map(files);
  copy.set(name, bytesOf(change(text(files.get(name)))));
  return copy;
}

describe('bad catalogue files: a clear problem naming the place, and nothing written', () => {
  let database: TestDatabase;
  let scratch: Awaited<ReturnType<typeof folderOf>>;
  const snapshot = async () => (await database.db.$queryRawUnsafe<{ s: string }[]>(
    `SELECT (SELECT count(*) FROM "Circle") || '/' || (SELECT count(*) FROM "Placement") || '/' || (SELECT count(*) FROM "Work") || '/' ||
            (SELECT count(*) FROM "CatalogueImport") || '/' || (SELECT coalesce(max("updatedAt")::text, '') FROM "Circle") AS s`))[0]?.s;

  async function problemsOf(run: () => Promise<unknown>): Promise<Problem[]> {
    const before = await snapshot();
    const error = await run().then(() => undefined, (caught: unknown) => caught);
    expect(error).toBeInstanceOf(CatalogueImportError);
    expect(await snapshot()).toBe(before);
    return [...(error as CatalogueImportError).problems];
  }
  const importFolder = async (files: EventFiles, extra: Partial<typeof options> & { confirmEventCode?: string } = {}) =>
    problemsOf(async () => {
      const folder = await folderOf(files);
      try {
        return await importCatalogueFiles(database.url, folder.dir, { ...options, ...extra });
      } finally {
        await folder.remove();
      }
    });
  const importZip = async (entries: ZipEntry[]) =>
    problemsOf(async () => {
      const zip = path.join(scratch.dir, `event-${Math.random().toString(36).slice(2)}.zip`);
      await writeFile(zip, zipOf(entries));
      return importCatalogueFiles(database.url, zip, options);
    });

  beforeAll(async () => {
    database = await createTestDatabase();
    scratch = await folderOf(new Map());
    // An event to protect: every refused import below must leave it exactly as it is.
    const folder = await folderOf(smallEventFiles());
    await importCatalogueFiles(database.url, folder.dir, options);
    await folder.remove();
  });
  afterAll(async () => {
    await scratch.remove();
    await database.drop();
  });

  it('a malformed CSV line (a quote that never closes)', async () => {
    const files = edit(smallEventFiles(), 'circles.csv', (csv) => `${csv}"1009,broken\n`);
    const problems = await importFolder(files);
    expect(problems).toContainEqual(expect.objectContaining({ file: 'circles.csv', line: 7, message: expect.stringContaining('malformed CSV row') }));
  });

  it('a row with too few cells', async () => {
    const files = edit(smallEventFiles(), 'works.csv', (csv) => `${csv}1001,5,Short row\n`);
    expect(await importFolder(files)).toContainEqual(expect.objectContaining({ file: 'works.csv', line: 5, message: expect.stringContaining('3 cells') }));
  });

  it('an unknown genre', async () => {
    const files = edit(smallEventFiles(), 'circles.csv', (csv) => csv.replace('1003,903,Gamma Press,,Author 1003,,234', '1003,903,Gamma Press,,Author 1003,,999'));
    expect(await importFolder(files)).toContainEqual({ file: 'circles.csv', line: 4, field: 'genre', message: 'unknown genre 999 (not in genres.csv)' });
  });

  it('one space given to two circles', async () => {
    const files = edit(smallEventFiles(), 'circles.csv', (csv) => csv.replace('東ア-01b', '東ア-01a'));
    expect(await importFolder(files)).toContainEqual({ file: 'circles.csv', line: 3, field: 'spaces', message: 'space 東ア-01a on day 1 is also given to the circle on line 2' });
  });

  it('a space missing from the venue', async () => {
    const files = edit(smallEventFiles(), 'circles.csv', (csv) => csv.replace('東イ-02ab', '東イ-77ab'));
    expect(await importFolder(files)).toContainEqual({ file: 'circles.csv', line: 4, field: 'spaces', message: 'space 東イ-77ab is not in venue.geojson' });
  });

  it('a duplicate circle id', async () => {
    const files = edit(smallEventFiles(), 'circles.csv', (csv) => csv.replace('1004,904,', '1003,904,'));
    expect(await importFolder(files)).toContainEqual({ file: 'circles.csv', line: 5, field: 'id', message: 'duplicate circle id 1003 (first on line 4)' });
  });

  it('a file in the wrong encoding (UTF-16)', async () => {
    const files = new Map(smallEventFiles());
    const utf16 = Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from(text(files.get('genres.csv')), 'utf16le')]);
    files.set('genres.csv', utf16);
    expect(await importFolder(files)).toContainEqual(expect.objectContaining({ file: 'genres.csv', message: expect.stringContaining('is not text in UTF-8 or Shift_JIS') }));
  });

  it('bytes that are neither UTF-8 nor Shift_JIS', async () => {
    const files = new Map(smallEventFiles());
    files.set('works.csv', Buffer.concat([Buffer.from(text(files.get('works.csv'))), Buffer.from([0x31, 0x2c, 0xff, 0xfd, 0x0a])]));
    expect(await importFolder(files)).toContainEqual(expect.objectContaining({ file: 'works.csv', message: 'is neither UTF-8 nor Shift_JIS; save it as CSV UTF-8' }));
  });

  it('accepts Shift_JIS from a spreadsheet', async () => {
    const iconv = (await import('iconv-lite')).default;
    const files = new Map(smallEventFiles());
    // circles.csv has its spaces in kanji and katakana (東ア-01a), all of them in Shift_JIS.
    files.set('circles.csv', iconv.encode(text(files.get('circles.csv')), 'Shift_JIS'));
    const folder = await folderOf(files);
    try {
      const result = await importCatalogueFiles(database.url, folder.dir, { ...options, dryRun: true });
      expect(result.summary.total).toBe(0);
    } finally {
      await folder.remove();
    }
  });

  it('an event code that differs from the one served, unless named with --event', async () => {
    const files = edit(smallEventFiles(), 'event.json', (json) => json.replace('"C999"', '"C200"'));
    expect(await importFolder(files)).toContainEqual({
      file: 'event.json', field: 'code', message: 'the files are for event C200 but the catalogue serves C999; pass --event C200 to import them anyway',
    });
    const folder = await folderOf(files);
    try {
      const dry = await importCatalogueFiles(database.url, folder.dir, { ...options, dryRun: true, confirmEventCode: 'C200' });
      expect(dry.newEvent).toBe(true);
    } finally {
      await folder.remove();
    }
  });

  it('a zip entry with .. or an absolute path', async () => {
    const entries = zipEntries(smallEventFiles());
    const problems = await importZip([...entries, { name: 'C999/../../etc/passwd', data: bytesOf('x') }, { name: '/tmp/evil.csv', data: bytesOf('x') }]);
    expect(problems).toContainEqual(expect.objectContaining({ file: 'C999/../../etc/passwd', message: expect.stringContaining('leaves the folder') }));
    expect(problems).toContainEqual(expect.objectContaining({ file: '/tmp/evil.csv', message: expect.stringContaining('leaves the folder') }));
  });

  it('a zip bomb: an entry that claims a thousandfold unpacking', async () => {
    const bomb = new Uint8Array(64 * 1024 * 1024); // 64 MiB of zeros deflate to about 64 KiB
    const entries = zipEntries(smallEventFiles()).filter((entry) => entry.name !== 'C999/links.csv');
    const problems = await importZip([...entries, { name: 'C999/links.csv', data: bomb, deflate: true }]);
    expect(problems).toContainEqual(expect.objectContaining({ file: 'links.csv', message: expect.stringContaining('refused as a zip bomb') }));
  });

  it('a zip bomb that lies about its size: the bytes actually unpacked are counted', async () => {
    const entries = zipEntries(smallEventFiles()).map((entry) =>
      entry.name === 'C999/works.csv' ? { ...entry, data: new Uint8Array(4 * 1024 * 1024).fill(0x41), declaredSize: 100 } : entry,
    );
    expect(await importZip(entries)).toContainEqual(expect.objectContaining({ file: 'works.csv', message: expect.stringContaining('could not be unpacked') }));
  });

  it('a cut that is not an image, whatever its name says', async () => {
    const files = new Map(smallEventFiles()).set('cuts/1001.png', bytesOf('<html>not a picture</html>'));
    expect(await importFolder(files)).toContainEqual({ file: 'cuts/1001.png', message: 'the cut file is not a JPEG, PNG or WebP image (checked by its content, not its name); --skip-bad-images imports the rest without it' });
  });

  it('a 50-megapixel PNG, refused before it is decoded', async () => {
    const files = new Map(smallEventFiles()).set('cuts/booth-2.png', blankPng(8000, 6250));
    expect(await importFolder(files)).toContainEqual(expect.objectContaining({ file: 'cuts/booth-2.png', message: expect.stringContaining('8000 × 6250 (50.0 megapixels)') }));
  });

  it('a cut for a circle the files do not have', async () => {
    const files = new Map(smallEventFiles()).set('cuts/4242.jpg', await sampleJpeg());
    expect(await importFolder(files)).toContainEqual({ file: 'cuts/4242.jpg', message: 'names circle 4242, which is not in circles.csv' });
  });

  it('checks good cuts on a dry run and counts them as new', async () => {
    const files = new Map(smallEventFiles()).set('cuts/1001.jpg', await sampleJpeg()).set('cuts/booth-1.webp', await sampleWebp());
    const folder = await folderOf(files);
    try {
      const result = await importCatalogueFiles(database.url, folder.dir, { ...options, dryRun: true });
      expect(result.summary.cuts).toEqual({ new: 2, replaced: 0, unchanged: 0, removed: 0 });
      expect(result.counts.cuts).toBe(2);
    } finally {
      await folder.remove();
    }
  });

  it('reports every problem at once, across files', async () => {
    let files = edit(smallEventFiles(), 'circles.csv', (csv) => csv.replace(',234,', ',998,').replace('1004,904,', '1003,904,'));
    files = edit(files, 'works.csv', (csv) => csv.replace('1001,1,Second Book', '1001,0,Second Book'));
    const problems = await importFolder(files);
    expect(problems.map((p) => `${p.file}:${p.line}:${p.field}`)).toEqual(expect.arrayContaining(['circles.csv:2:genre', 'circles.csv:5:id', 'works.csv:3:position']));
  });
});
