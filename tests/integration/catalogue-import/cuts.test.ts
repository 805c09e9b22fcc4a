import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EventFiles } from '@/lib/catalogue-import/event-files';
import { importCatalogueFiles } from '@/lib/catalogue-import/import-files';
import { CatalogueImportError } from '@/lib/catalogue-import/problems';
import { folderCutStore } from '@/lib/cut-images/folder-cut-store';
import { folderOf, smallEventFiles } from '@/tests/support/catalogue-fixture';
import { sampleJpeg, samplePng } from '@/tests/support/cut-files';
import { createTestDatabase, type TestDatabase } from '@/tests/helpers/test-database';

async function listFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true }).catch(() => []);
  return entries.filter((entry) => entry.isFile()).map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name))).sort();
}

describe('cut files through the import', () => {
  let database: TestDatabase;
  let storeDir: Awaited<ReturnType<typeof folderOf>>;
  let firstHash = '';
  const run = async (files: EventFiles, skipBadImages = false, dryRun = false) => {
    const folder = await folderOf(files);
    try {
      return await importCatalogueFiles(database.url, folder.dir, { dryRun, currentEventCode: 'C999', cutStore: folderCutStore(storeDir.dir), skipBadImages });
    } finally {
      await folder.remove();
    }
  };
  const cutOf = async (wcid: number) =>
    (await database.db.image.findFirstOrThrow({ where: { kind: 2, circle: { wcid } }, select: { contentHash: true, storageKey: true, url: true } }));

  beforeAll(async () => {
    database = await createTestDatabase();
    storeDir = await folderOf(new Map());
  });
  afterAll(async () => {
    await storeDir.remove();
    await database.drop();
  });

  it('stores new cuts as WebP under their content hash and points the circle and booth at them', async () => {
    const files = new Map(smallEventFiles()).set('cuts/1001.jpg', await sampleJpeg()).set('cuts/booth-2.png', await samplePng());
    const result = await run(files);
    firstHash = result.fileHash;
    expect(result.summary.cuts).toEqual({ new: 2, replaced: 0, unchanged: 0, removed: 0 });
    const alpha = await cutOf(1001);
    expect(alpha.contentHash).toMatch(/^[0-9a-f]{64}$/);
    expect(alpha.url).toBe('/cuts/1001');
    const stored = await listFiles(storeDir.dir);
    expect(stored).toContain(`${alpha.storageKey}-1x.webp`);
    expect(stored).toContain(`${alpha.storageKey}-2x.webp`);
    expect(stored).toHaveLength(4);
    const booth = await database.db.image.findFirstOrThrow({ where: { kind: 5, exhibitor: { boothNumber: 2 } }, select: { contentHash: true } });
    expect(booth.contentHash).toMatch(/^[0-9a-f]{64}$/);
    expect((await cutOf(1003)).contentHash).toBeNull(); // no file: the generated cut stays
  });

  it('finds the same cuts unchanged without converting them again, and counts a replaced and a removed one', async () => {
    const same = new Map(smallEventFiles()).set('cuts/1001.jpg', await sampleJpeg()).set('cuts/booth-2.png', await samplePng());
    const again = await run(same);
    expect(again.summary.cuts).toEqual({ new: 0, replaced: 0, unchanged: 2, removed: 0 });
    expect(again.summary.total).toBe(0);
    // The history's SHA-256 is the delivery's, whatever the database held before it.
    expect(again.fileHash).toBe(firstHash);

    const before = await cutOf(1001);
    const changed = new Map(smallEventFiles()).set('cuts/1001.jpg', await sampleJpeg(400, 600));
    const result = await run(changed);
    expect(result.summary.cuts).toEqual({ new: 0, replaced: 1, unchanged: 0, removed: 1 });
    const after = await cutOf(1001);
    expect(after.contentHash).not.toBe(before.contentHash);
    const booth = await database.db.image.findFirstOrThrow({ where: { kind: 5, exhibitor: { boothNumber: 2 } }, select: { contentHash: true } });
    expect(booth.contentHash).toBeNull();
  });

  it('leaves the cuts alone when a delivery carries no cut files at all', async () => {
    const result = await run(smallEventFiles());
    expect(result.summary.cuts).toEqual({ new: 0, replaced: 0, unchanged: 0, removed: 0 });
    expect((await cutOf(1001)).contentHash).not.toBeNull();
  });

  it('no longer serves a withdrawn circle\'s stored cut and counts it as removed, once', async () => {
    const data = smallEventFiles();
    const without1001 = new Map(data);
    const dropLine = (name: string) => without1001.set(name, new TextEncoder().encode(new TextDecoder().decode(data.get(name)).split('\n').filter((line) => !line.startsWith('1001,')).join('\n')));
    dropLine('circles.csv');
    dropLine('works.csv');
    dropLine('links.csv');
    without1001.set('cuts/1003.jpg', await sampleJpeg());
    const first = await run(without1001);
    expect(first.summary.circles.withdrawn).toBe(1);
    expect(first.summary.cuts).toEqual({ new: 1, replaced: 0, unchanged: 0, removed: 1 });
    expect(await cutOf(1001)).toMatchObject({ contentHash: null, storageKey: null });
    expect((await run(without1001)).summary.total).toBe(0);
  });

  it('does not let one unreadable cut hold the text back when staff ask: --skip-bad-images writes the rest and lists it', async () => {
    const notAnImage = new TextEncoder().encode('<html>not a picture</html>');
    const stored = (await cutOf(1003)).contentHash;
    const renamed = new TextEncoder().encode(new TextDecoder().decode(smallEventFiles().get('circles.csv')).replace('Gamma Press', 'Gamma Press Two'));
    const files = new Map(smallEventFiles()).set('circles.csv', renamed).set('cuts/1003.jpg', await sampleJpeg()).set('cuts/1004.png', notAnImage);

    const refused = await run(files).then(() => undefined, (error: unknown) => error as CatalogueImportError);
    expect(refused).toBeInstanceOf(CatalogueImportError);
    expect(refused?.problems).toEqual([{ file: 'cuts/1004.png', message: expect.stringMatching(/not a JPEG, PNG or WebP image.*--skip-bad-images/) }]);

    const written = await run(files, true);
    expect(written.skippedImages).toEqual([{ file: 'cuts/1004.png', message: expect.stringContaining('not a JPEG, PNG or WebP image') }]);
    expect(written.summary.circles.fields).toMatchObject({ name: 1 });
    expect(written.summary.cuts).toEqual({ new: 0, replaced: 0, unchanged: 1, removed: 0 });
    expect((await cutOf(1003)).contentHash).toBe(stored);
    expect((await cutOf(1004)).contentHash).toBeNull();
  });

  it('keeps the stored cut of a circle whose new file is skipped as unreadable', async () => {
    const before = (await cutOf(1003)).contentHash;
    const files = new Map(smallEventFiles()).set('cuts/1003.jpg', new TextEncoder().encode('broken'));
    const written = await run(files, true);
    expect(written.skippedImages.map((image) => image.file)).toEqual(['cuts/1003.jpg']);
    expect(written.summary.cuts).toEqual({ new: 0, replaced: 0, unchanged: 0, removed: 0 });
    expect((await cutOf(1003)).contentHash).toBe(before);
  });

  it('drops a withdrawn circle\'s cut also from a delivery without cut files, and a dry run counts it first', async () => {
    await run(new Map(smallEventFiles()).set('cuts/1002.jpg', await sampleJpeg()));
    const stored = (await cutOf(1002)).contentHash;
    expect(stored).not.toBeNull();
    const data = smallEventFiles();
    const without1002 = new Map(data);
    for (const name of ['circles.csv', 'works.csv', 'links.csv']) {
      without1002.set(name, new TextEncoder().encode(new TextDecoder().decode(data.get(name)).split('\n').filter((line) => !line.startsWith('1002,')).join('\n')));
    }
    expect((await run(without1002, false, true)).summary.cuts.removed).toBe(1);
    expect((await cutOf(1002)).contentHash).toBe(stored);
    const written = await run(without1002);
    expect(written.summary.circles.withdrawn).toBe(1);
    expect(written.summary.cuts.removed).toBe(1);
    expect((await cutOf(1002)).contentHash).toBeNull();
  });
});
