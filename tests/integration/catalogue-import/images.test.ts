import { readdir, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EventFiles } from '@/lib/catalogue-import/event-files';
import { runOnce } from 'graphile-worker';
import pg from 'pg';
import { exportEventFiles } from '@/lib/catalogue-import/export-event';
import { exportImageFiles } from '@/lib/catalogue-import/export-images';
import { importCatalogueFiles } from '@/lib/catalogue-import/import-files';
import { fullSizeTasks } from '@/lib/catalogue-import/image-full-size';
import { imageResponse } from '@/lib/catalogue/image-response';
import { CatalogueImportError } from '@/lib/catalogue-import/problems';
import { folderCutStore } from '@/lib/cut-images/folder-cut-store';
import { bytesOf, folderOf, smallEventFiles } from '@/tests/support/catalogue-fixture';
import { sampleJpeg, samplePng } from '@/tests/support/cut-files';
import { createTestDatabase, type TestDatabase } from '@/tests/helpers/test-database';

const HEADER = 'owner,kind,position,file,adult,alt_ja,alt_en,alt_zh';

async function listFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true }).catch(() => []);
  return entries.filter((entry) => entry.isFile()).map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name))).sort();
}

const withImages = async (csv: string[], images: Record<string, Uint8Array | Promise<Uint8Array>>): Promise<EventFiles> => {
  const files = new Map(smallEventFiles()).set('images.csv', bytesOf([HEADER, ...csv].join('\n')));
  for (const [name, bytes] of Object.entries(images)) files.set(`images/${name}`, await bytes);
  return files;
};

async function problemsOf(promise: Promise<unknown>): Promise<string[]> {
  const error = await promise.then(() => undefined, (caught: unknown) => caught);
  expect(error).toBeInstanceOf(CatalogueImportError);
  return (error as CatalogueImportError).problems.map((problem) => `${problem.file}:${problem.line ?? ''} [${problem.field ?? ''}] ${problem.message}`);
}

describe('images.csv through the import', () => {
  let database: TestDatabase;
  let storeDir: Awaited<ReturnType<typeof folderOf>>;
  const run = async (files: EventFiles, dryRun = false) => {
    const folder = await folderOf(files);
    try {
      return await importCatalogueFiles(database.url, folder.dir, { dryRun, currentEventCode: 'C999', cutStore: folderCutStore(storeDir.dir) });
    } finally {
      await folder.remove();
    }
  };
  const images = () => database.db.catalogueImage.findMany({ orderBy: [{ owner: 'asc' }, { kind: 'asc' }, { position: 'asc' }] });
  // The server's queue worker, once through the jobs waiting now (decision 044); the queue records a
  // job's end a moment after runOnce returns, so this waits until none is held.
  const runQueuedJobs = async () => {
    await runOnce({ connectionString: database.url, taskList: fullSizeTasks(() => folderCutStore(storeDir.dir)), noHandleSignals: true });
    for (let tries = 0; tries < 50; tries += 1) {
      const [held] = await database.db.$queryRaw<{ count: bigint }[]>`SELECT count(*) FROM graphile_worker.jobs WHERE locked_at IS NOT NULL`;
      if (held?.count === 0n) return;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    throw new Error('the queue still holds a job');
  };

  // What the image address answers a member who may see every page and adult content.
  const served = async (id: number | undefined, size: string) => {
    const access = async () => ({ circlePage: true, boothPage: true, adult: true, groupMemberId: null });
    const response = await imageResponse(database.db, String(id), new Request(`http://localhost/cuts/images/${id}?s=${size}`), access, folderCutStore(storeDir.dir));
    expect(response.status).toBe(200);
    return { width: (await sharp(Buffer.from(await response.arrayBuffer())).metadata()).width, cache: response.headers.get('Cache-Control') };
  };

  beforeAll(async () => {
    database = await createTestDatabase();
    storeDir = await folderOf(new Map());
  });
  afterAll(async () => {
    await storeDir.remove();
    await database.drop();
  });

  it('stores a menu, a cover and a banner with their owners, flags and alt texts; the full sizes and the menu\'s offline rendition appear once the queued jobs run', async () => {
    const menu = await sampleJpeg(1500, 3000);
    const result = await run(await withImages(
      ['1001,menu,0,menu-1001.jpg,0,お品書き,Menu,菜单', '1001/1,cover,0,cover.png,1,,Second Book cover,', 'booth-2,banner,0,banner.png,no,,,'],
      { 'menu-1001.jpg': menu, 'cover.png': await samplePng(), 'banner.png': await samplePng(1200, 200) },
    ));
    expect(result.summary.images).toEqual({ new: 3, replaced: 0, unchanged: 0, removed: 0 });
    const rows = await images();
    expect(rows.map((row) => [row.owner, row.kind, row.isAdult, row.altEn])).toEqual([
      ['1001', 'MENU', false, 'Menu'], ['1001/1', 'COVER', true, 'Second Book cover'], ['booth-2', 'BANNER', false, ''],
    ]);
    const work = await database.db.work.findFirstOrThrow({ where: { title: 'Second Book' } });
    expect(rows[1]?.workId).toBe(work.id);
    expect(rows[1]?.circleId).toBe(work.circleId);
    expect(rows[2]?.exhibitorId).not.toBeNull();
    // The full size is at most 2,048 px on its long side and keeps the shape; the thumbnail is smaller.
    expect([rows[0]?.width, rows[0]?.height]).toEqual([1024, 2048]);
    const menuKey = rows[0]?.storageKey as string;
    const thumb = await sharp(path.join(storeDir.dir, `${menuKey}-thumb.webp`)).metadata();
    expect([thumb.format, thumb.width, thumb.height]).toEqual(['webp', 240, 480]);
    // The import stored each thumbnail and the file as delivered, and queued the full sizes with its rows.
    const keys = rows.map((row) => row.storageKey);
    expect(rows.map((row) => row.fullPending)).toEqual([true, true, true]);
    expect(await listFiles(storeDir.dir)).toEqual(keys.flatMap((key) => [`${key}-source`, `${key}-thumb.webp`]).sort());
    const queued = await database.db.$queryRaw<{ key: string }[]>`SELECT key FROM graphile_worker.jobs WHERE task_identifier = 'catalogue-image-full-size' ORDER BY key`;
    expect(queued.map((job) => job.key)).toEqual(keys.map((key) => `full-size:${key}`).sort());
    // Meanwhile the menu's full-size and offline addresses answer with its thumbnail, never kept.
    for (const size of ['full', 'offline']) expect(await served(rows[0]?.id, size), size).toEqual({ width: 240, cache: 'private, no-store' });

    await runQueuedJobs();
    expect((await images()).map((row) => row.fullPending)).toEqual([false, false, false]);
    // Each full size made, and the menu's offline rendition (the one kind saved offline at that size); the
    // delivered files are no longer kept.
    expect(await listFiles(storeDir.dir)).toEqual([...keys.flatMap((key) => [`${key}-full.webp`, `${key}-thumb.webp`]), `${menuKey}-offline.webp`].sort());
    const full = await sharp(path.join(storeDir.dir, `${menuKey}-full.webp`)).metadata();
    expect([full.format, full.width, full.height]).toEqual(['webp', 1024, 2048]);
    // The offline rendition: at most 1,024 px on the long side, the same shape.
    const offline = await sharp(path.join(storeDir.dir, `${menuKey}-offline.webp`)).metadata();
    expect([offline.format, offline.width, offline.height]).toEqual(['webp', 512, 1024]);
    expect(await served(rows[0]?.id, 'offline')).toEqual({ width: 512, cache: expect.stringMatching(/^private, max-age=/) });
    expect(await served(rows[0]?.id, 'full')).toEqual({ width: 1024, cache: expect.stringMatching(/^private, max-age=/) });
    expect(await database.db.$queryRaw<unknown[]>`SELECT 1 FROM graphile_worker.jobs WHERE task_identifier = 'catalogue-image-full-size'`).toEqual([]);
  });

  it('exports images.csv and the files, and an import of the export into an empty database gives the same images', async () => {
    const client = new pg.Client({ connectionString: database.url });
    await client.connect();
    const exported = await exportEventFiles(client, 'C999');
    const written = await exportImageFiles(client, exported?.current.eventId ?? 0, folderCutStore(storeDir.dir));
    await client.end();
    expect(written.left).toEqual([]);
    expect([...written.files.keys()].filter((name) => name.startsWith('images/'))).toHaveLength(3);
    const other = await createTestDatabase();
    const otherStore = await folderOf(new Map());
    const folder = await folderOf(new Map([...(exported?.files ?? []), ...written.files]));
    try {
      const result = await importCatalogueFiles(other.url, folder.dir, { dryRun: false, currentEventCode: 'C999', cutStore: folderCutStore(otherStore.dir) });
      expect(result.summary.images).toEqual({ new: 3, replaced: 0, unchanged: 0, removed: 0 });
      const shape = (rows: Awaited<ReturnType<typeof images>>) => rows.map(({ owner, kind, position, isAdult, altJa, altEn, altZh, width, height }) => ({ owner, kind, position, isAdult, altJa, altEn, altZh, width, height }));
      const copied = await other.db.catalogueImage.findMany({ orderBy: [{ owner: 'asc' }, { kind: 'asc' }, { position: 'asc' }] });
      expect(shape(copied)).toEqual(shape(await images()));
    } finally {
      await folder.remove();
      await otherStore.remove();
      await other.drop();
    }
  });

  it('keeps unchanged files without converting them, replaces a changed one, removes one left out', async () => {
    const before = await images();
    const storedBefore = await listFiles(storeDir.dir);
    const again = await run(await withImages(
      ['1001,menu,0,menu-1001.jpg,0,お品書き,Menu (new text),菜单', '1001/1,cover,0,cover.png,1,,Second Book cover,'],
      { 'menu-1001.jpg': await sampleJpeg(1500, 3000), 'cover.png': await samplePng(400, 500) },
    ));
    expect(again.summary.images).toEqual({ new: 0, replaced: 1, unchanged: 1, removed: 1 });
    const after = await images();
    expect(after).toHaveLength(2);
    // Same row, same converted files and address time; only the alt text moved.
    expect(after[0]?.id).toBe(before[0]?.id);
    expect(after[0]?.storageKey).toBe(before[0]?.storageKey);
    expect(after[0]?.updatedAt).toEqual(before[0]?.updatedAt);
    expect(after[0]?.altEn).toBe('Menu (new text)');
    expect(after[1]?.storageKey).not.toBe(before[1]?.storageKey);
    // Only the new cover's two files were written.
    expect((await listFiles(storeDir.dir)).length).toBe(storedBefore.length + 2);
  });

  it('marks a circle edited when its images changed, and leaves it alone when they did not (the pages\' cache follows)', async () => {
    const files = () => withImages(
      ['1001,menu,0,menu-1001.jpg,0,お品書き,Menu (new text),菜单', '1001/1,cover,0,cover.png,1,,Second Book cover,'],
      { 'menu-1001.jpg': sampleJpeg(1500, 3000), 'cover.png': samplePng(400, 500) },
    );
    const edited = async () => (await database.db.circle.findUniqueOrThrow({ where: { wcid: 1001 } })).updatedAt.getTime();
    const before = await edited();
    const same = await run(await files());
    expect(same.summary.total).toBe(0);
    expect(await edited()).toBe(before);
    const text = await files();
    text.set('images.csv', bytesOf([HEADER, '1001,menu,0,menu-1001.jpg,0,お品書き,Menu,菜单', '1001/1,cover,0,cover.png,1,,Second Book cover,'].join('\n')));
    await run(text);
    expect(await edited()).toBeGreaterThan(before);
  });

  it('leaves the images alone when a delivery has no images.csv, and drops a withdrawn circle\'s', async () => {
    await run(smallEventFiles());
    expect(await images()).toHaveLength(2);
    const files = new Map(smallEventFiles());
    const circles = new TextDecoder().decode(files.get('circles.csv')).split('\n');
    files.set('circles.csv', bytesOf(circles.filter((line) => !line.startsWith('1001,')).join('\n')));
    files.set('works.csv', bytesOf(new TextDecoder().decode(files.get('works.csv')).split('\n').filter((line) => !line.startsWith('1001,')).join('\n')));
    files.set('links.csv', bytesOf(new TextDecoder().decode(files.get('links.csv')).split('\n').filter((line) => !line.startsWith('1001,')).join('\n')));
    const result = await run(files);
    expect(result.summary.circles.withdrawn).toBe(1);
    expect(result.summary.images?.removed).toBe(2);
    expect(await images()).toHaveLength(0);
  });

  it('gives one clear problem per bad row and writes nothing', async () => {
    const png = await samplePng();
    const problems = await problemsOf(run(await withImages(
      [
        '1003,menu,0,a.png,0,,,', '1003,menu,0,a.png,0,,,', '9999,menu,0,a.png,0,,,', '1003,cover,0,a.png,0,,,', '1003/7,cover,0,a.png,0,,,',
        'somebody,menu,0,a.png,0,,,', '1003,poster,0,a.png,0,,,', 'booth-1,banner,0,missing.png,0,,,', '1003,announcement,1,../x.png,0,,,',
      ],
      { 'a.png': png, 'stray.png': png, 'broken.jpg': bytesOf('not really a jpeg') },
    )));
    expect(problems).toEqual([
      'images.csv:3 [position] 1003 has a second menu at position 0 (line 2 is the first)',
      'images.csv:4 [owner] circle 9999 is not in circles.csv',
      "images.csv:5 [kind] a cover belongs to a work: owner is the circle's id and the work's position (12345/2), not \"cover\"",
      'images.csv:6 [owner] circle 1003 has no work at position 7 in works.csv',
      'images.csv:7 [owner] must be a circle id (12345), a work as circle id/position (12345/2) or a booth (booth-7), not "somebody"',
      expect.stringMatching(/^images\.csv:8 \[kind\] .*menu, cover, banner, announcement/),
      'images.csv:9 [file] images/missing.png is not in the delivery',
      'images.csv:10 [file] must be a path inside images/ (no .., no leading /), not "../x.png"',
      'images/broken.jpg: [] is not named by any row of images.csv',
      'images/stray.png: [] is not named by any row of images.csv',
    ]);
    expect(await images()).toHaveLength(0);
  });

  it('tries a job again that finds no delivered file, and the next import of the file keeps it again: then the full size appears', async () => {
    const delivered = await sampleJpeg(800, 1200);
    const files = await withImages(['1003,menu,0,late.jpg,0,,,'], { 'late.jpg': delivered });
    await run(files);
    const key = (await images())[0]?.storageKey as string;
    // Meanwhile an export carries the file as delivered.
    const client = new pg.Client({ connectionString: database.url });
    await client.connect();
    const exported = await exportImageFiles(client, (await database.db.event.findFirstOrThrow()).id, folderCutStore(storeDir.dir)).finally(() => client.end());
    expect(exported.files.get(`images/${key.split('/').at(-1)}.jpg`)).toEqual(new Uint8Array(delivered));
    await rm(path.join(storeDir.dir, `${key}-source`));
    await runQueuedJobs();
    const job = await database.db.$queryRaw<{ attempts: number; last_error: string }[]>`SELECT attempts, last_error FROM graphile_worker.jobs WHERE key = ${`full-size:${key}`}`;
    expect(job).toEqual([{ attempts: 1, last_error: expect.stringMatching(/delivered file of image .* is missing/) }]);
    expect((await images()).map((row) => row.fullPending)).toEqual([true]);

    expect((await run(files)).summary.total).toBe(0);
    await runQueuedJobs();
    expect((await images()).map((row) => row.fullPending)).toEqual([false]);
    expect(await listFiles(storeDir.dir)).toContain(`${key}-full.webp`);
  });

  it('queues again a file whose full size was made before offline renditions existed, and the job adds only the rendition', async () => {
    const delivered = await sampleJpeg(700, 1000);
    await run(await withImages(['1003,menu,0,early.jpg,0,,,'], { 'early.jpg': delivered }));
    await runQueuedJobs();
    const key = (await images())[0]?.storageKey as string;
    // As a conversion before renditions existed left it: the full size, no rendition.
    await rm(path.join(storeDir.dir, `${key}-offline.webp`));
    const fullWritten = async () => (await stat(path.join(storeDir.dir, `${key}-full.webp`))).mtimeMs;
    const fullBefore = await fullWritten();
    // The same file delivered again for another row: it is not known by that row, so it is checked in the store.
    await run(await withImages(['1003,menu,0,early.jpg,0,,,', '1003,menu,1,early-again.jpg,0,,,'], { 'early.jpg': delivered, 'early-again.jpg': delivered }));
    expect((await images()).map((row) => [row.position, row.fullPending])).toEqual([[0, false], [1, true]]);
    await runQueuedJobs();
    expect((await images()).map((row) => row.fullPending)).toEqual([false, false]);
    expect(await listFiles(storeDir.dir)).toEqual(expect.arrayContaining([`${key}-offline.webp`, `${key}-full.webp`]));
    expect(await listFiles(storeDir.dir)).not.toContain(`${key}-source`);
    // The full size was not written again.
    expect(await fullWritten()).toBe(fullBefore);
  });

  it('refuses a file that is no image, naming it, unless asked to skip it', async () => {
    const files = await withImages(['1003,menu,0,bad.jpg,0,,,'], { 'bad.jpg': bytesOf('not really a jpeg') });
    expect(await problemsOf(run(files))).toEqual([
      'images/bad.jpg: [] the image file is not a JPEG, PNG or WebP image (checked by its content, not its name); --skip-bad-images imports the rest without it',
    ]);
  });
});
