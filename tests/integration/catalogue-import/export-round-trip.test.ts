import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EventData } from '@/lib/catalogue-import/event-data';
import { exportCutFiles, exportEventFiles, listedData, writeFilesToFolder } from '@/lib/catalogue-import/export-event';
import { importCatalogueFiles } from '@/lib/catalogue-import/import-files';
import { findEventId, readCurrentEvent } from '@/lib/catalogue-import/read-current';
import { writeEventFiles } from '@/lib/catalogue-import/write-format';
import { folderCutStore } from '@/lib/cut-images/folder-cut-store';
import { loadMapDay } from '@/lib/map/load-map-day';
import { sampleJpeg, samplePng } from '@/tests/support/cut-files';
import { folderOf, smallEventData } from '@/tests/support/catalogue-fixture';
import { createTestDatabase, type TestDatabase } from '@/tests/helpers/test-database';

// Issue 49 part 4: export, then import into an empty database, gives the same catalogue: circles, works,
// links, spaces and empty desks, floors, booths and their days, the venue's name, and the cuts.

/** The small event with an empty desk beside its circles and a withdrawn circle (left out of the export). */
function delivered(): EventData {
  return smallEventData();
}

async function withClient<T>(url: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

describe('an export imported into an empty database', () => {
  let source: TestDatabase;
  let target: TestDatabase;
  let work: string;

  beforeAll(async () => {
    source = await createTestDatabase();
    target = await createTestDatabase();
    work = await mkdtemp(path.join(tmpdir(), 'export-round-trip-'));
    // First a delivery with a circle that a later one withdraws, then the later one with cuts.
    const first = await folderOf(writeEventFiles(delivered()));
    const later = delivered();
    later.circles.splice(4, 1);
    const files = new Map(writeEventFiles(later)).set('cuts/1001.jpg', await sampleJpeg()).set('cuts/booth-2.png', await samplePng());
    const second = await folderOf(files);
    try {
      await importCatalogueFiles(source.url, first.dir, { dryRun: false, currentEventCode: 'C999', cutStore: folderCutStore(path.join(work, 'source-cuts')) });
      await importCatalogueFiles(source.url, second.dir, { dryRun: false, currentEventCode: 'C999', cutStore: folderCutStore(path.join(work, 'source-cuts')) });
    } finally {
      await first.remove();
      await second.remove();
    }
    const exported = path.join(work, 'export');
    await withClient(source.url, async (client) => {
      const result = await exportEventFiles(client, 'C999');
      if (!result) throw new Error('no event');
      await writeFilesToFolder(exported, result.files);
      await exportCutFiles(client, 'C999', folderCutStore(path.join(work, 'source-cuts')), exported);
    });
    await importCatalogueFiles(target.url, exported, { dryRun: false, currentEventCode: 'C999', cutStore: folderCutStore(path.join(work, 'target-cuts')) });
  }, 120_000);
  afterAll(async () => {
    await source.drop();
    await target.drop();
    await rm(work, { recursive: true, force: true });
  });

  const current = (url: string) => withClient(url, async (client) => readCurrentEvent(client, (await findEventId(client, 'C999')) ?? -1));

  it('holds the cut files and the venue\'s name', async () => {
    expect((await readdir(path.join(work, 'export', 'cuts'))).sort()).toEqual(['1001.webp', 'booth-2.webp']);
    const venue = JSON.parse(await readFile(path.join(work, 'export', 'venue.geojson'), 'utf8')) as { name: unknown };
    expect(venue.name).toEqual({ en: 'Test Hall', ja: 'テスト会場', zh: '测试会场' });
  });

  it('gives the same catalogue: event, venue, floors, empty desks, booths and their days, circles, works, links', async () => {
    const [before, after] = await Promise.all([current(source.url), current(target.url)]);
    // The withdrawn circle is not in the organiser's files, so not in the export either.
    // A cut's owner is edited at the import that stores its cut (the cut's address follows its edit time):
    // edit times are the import's bookkeeping, so they are left out of the comparison.
    const content = (data: EventData) => ({
      ...data, event: { ...data.event, createdAt: '' },
      circles: data.circles.map((circle) => ({ ...circle, updatedAt: '' })), exhibitors: data.exhibitors.map((booth) => ({ ...booth, updatedAt: '' })),
    });
    expect(content(after.data)).toEqual(content(listedData(before)));
    expect(after.data.emptyDesks.length).toBeGreaterThan(0);
    expect(after.data.halls.map((hall) => hall.floor)).toEqual([1, 2]);
    expect(after.data.exhibitors.map((booth) => booth.dayNumbers)).toEqual([[], [2]]);
    for (const day of [1, 2]) {
      const [a, b] = await Promise.all([
        loadMapDay(source.db, { eventId: before.eventId, day, mayViewAdult: true }),
        loadMapDay(target.db, { eventId: after.eventId, day, mayViewAdult: true }),
      ]);
      // Ids differ between the databases; the drawing does not.
      const drawing = (map: typeof a) => ({ ...map?.day, circles: { ...map?.day.circles, id: [] }, booths: map?.day.booths.map((booth) => ({ ...booth, id: 0 })) });
      expect(drawing(b)).toEqual(drawing(a));
    }
  });

  it('gives the same circles and booths a stored cut of the same size', async () => {
    const cuts = async (db: TestDatabase) =>
      (await db.db.image.findMany({ where: { storageKey: { not: null } }, select: { kind: true, circle: { select: { wcid: true } }, exhibitor: { select: { boothNumber: true } }, storageKey: true } }))
        .map((image) => ({ kind: image.kind, owner: image.circle?.wcid ?? image.exhibitor?.boothNumber, key: image.storageKey as string }))
        .sort((a, b) => a.kind - b.kind);
    const [before, after] = await Promise.all([cuts(source), cuts(target)]);
    expect(after.map(({ kind, owner }) => ({ kind, owner }))).toEqual(before.map(({ kind, owner }) => ({ kind, owner })));
    for (const cut of after) {
      const bytes = await folderCutStore(path.join(work, 'target-cuts')).get(`${cut.key}-2x.webp`);
      expect(await sharp(bytes ?? Buffer.alloc(0)).metadata()).toMatchObject({ width: 422, height: 600, format: 'webp' });
    }
  });

  it('exports the same data files again from the new database, byte for byte but for edit times', async () => {
    const again = path.join(work, 'again');
    await withClient(target.url, async (client) => {
      const result = await exportEventFiles(client, 'C999');
      if (!result) throw new Error('no event');
      await writeFilesToFolder(again, result.files);
    });
    for (const name of ['event.json', 'venue.geojson', 'genres.csv', 'circles.csv', 'works.csv', 'links.csv', 'exhibitors.csv']) {
      if (name === 'event.json') continue; // its createdAt is the new database's own
      const [a, b] = await Promise.all([readFile(path.join(work, 'export', name), 'utf8'), readFile(path.join(again, name), 'utf8')]);
      // updated_at is the last column of circles.csv and exhibitors.csv.
      const withoutEditTimes = (csv: string) => (name === 'circles.csv' || name === 'exhibitors.csv' ? csv.replace(/,[^,\n]*\n/gu, ',\n') : csv);
      expect(withoutEditTimes(b), name).toBe(withoutEditTimes(a));
    }
  });
});
