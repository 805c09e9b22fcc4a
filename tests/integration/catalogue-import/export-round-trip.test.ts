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
import { readCsvRecords } from '@/lib/text/csv-records';
import { folderCutStore } from '@/lib/cut-images/folder-cut-store';
import { loadMapDay } from '@/lib/map/load-map-day';
import { sampleJpeg, samplePng } from '@/tests/support/cut-files';
import { folderOf, smallEventData } from '@/tests/support/catalogue-fixture';
import { createTestDatabase, type TestDatabase } from '@/tests/helpers/test-database';

// Issue 49 part 4: export, then import into an empty database, gives the same catalogue: circles, works,
// links, spaces and empty desks, floors, booths and their days, the venue's name, and the cuts; and
// (issue 50) the circles' and exhibitors' own translations, never a machine translation as theirs.

const OWN_CIRCLE = { descriptionEn: 'Our new book, in our own English', descriptionZh: '我们自己写的新刊介绍', supplementEn: '', supplementZh: '请自备零钱' };
const OWN_WORK = { titleEn: 'Summer Book', titleZh: '', detailEn: 'Menu later', detailZh: '菜单稍后公布' };
const OWN_BOOTH = { overviewEn: 'Games, in our own words', overviewZh: '游戏', productInfoEn: '', productInfoZh: '海报' };
const MACHINE = 'A machine translation, never the circle’s own';

/** The small event with an empty desk beside its circles, a withdrawn circle (left out of the export) and own translations. */
function delivered(): EventData {
  const data = smallEventData();
  Object.assign(data.circles[0] as object, { description: 'アルファの新刊です', supplementComment: 'お釣りのないように', own: OWN_CIRCLE });
  Object.assign(data.circles[2] as object, { description: 'ガンマのコピー本を頒布します' });
  Object.assign(data.works[0] as object, { title: '夏の本', detail: 'お品書きは後日', own: OWN_WORK });
  Object.assign(data.exhibitors[0] as object, { overview: 'ゲーム', productInfo: 'ポスター', own: OWN_BOOTH });
  return data;
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

/** A file's records with circles.csv's and exhibitors.csv's `updated_at` emptied: the import's bookkeeping. */
function withoutEditTimes(csv: string): string[][] {
  const [header = [], ...rows] = readCsvRecords(csv).records.map((record) => record.fields);
  const at = header.indexOf('updated_at');
  return [header, ...rows.map((fields) => fields.map((field, index) => (index === at ? '' : field)))];
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
    // DeepL's translation of a circle's text, as `npm run catalogue:translate` stores it.
    await withClient(source.url, (client) =>
      client.query(`INSERT INTO "TextTranslation" ("sourceHash", locale, text) SELECT encode(sha256(convert_to(description, 'UTF8')), 'hex'), l, $1 FROM "Circle", unnest(ARRAY['en', 'zh']) l WHERE wcid = 1003`, [MACHINE]),
    );
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

  it('carries the circles’, works’ and booths’ own translations, and no machine translation as theirs', async () => {
    const own = (db: TestDatabase) =>
      Promise.all([
        db.db.circle.findMany({ select: { wcid: true, descriptionEn: true, descriptionZh: true, supplementEn: true, supplementZh: true }, orderBy: { wcid: 'asc' } }),
        db.db.work.findMany({ select: { title: true, titleEn: true, titleZh: true, detailEn: true, detailZh: true }, orderBy: { title: 'asc' } }),
        db.db.exhibitor.findMany({ select: { boothNumber: true, overviewEn: true, overviewZh: true, productInfoEn: true, productInfoZh: true }, orderBy: { boothNumber: 'asc' } }),
      ]);
    const [circles, works, booths] = await own(target);
    expect(circles.find((circle) => circle.wcid === 1001)).toEqual({ wcid: 1001, ...OWN_CIRCLE });
    expect(works.find((row) => row.title === '夏の本')).toEqual({ title: '夏の本', ...OWN_WORK });
    expect(booths.find((booth) => booth.boothNumber === 1)).toEqual({ boothNumber: 1, ...OWN_BOOTH });
    // Every other row has none, in both databases alike (the withdrawn circle is not exported).
    const [sourceCircles, sourceWorks, sourceBooths] = await own(source);
    expect(circles).toEqual(sourceCircles.filter((circle) => circle.wcid !== 1005));
    expect(works).toEqual(sourceWorks);
    expect(booths).toEqual(sourceBooths);
    const circlesCsv = await readFile(path.join(work, 'export', 'circles.csv'), 'utf8');
    expect(circlesCsv).toContain('description_en,description_zh,supplement_en,supplement_zh');
    expect(circlesCsv).not.toContain(MACHINE);
    expect(await readFile(path.join(work, 'export', 'exhibitors.csv'), 'utf8')).toContain('overview_en,overview_zh,product_info_en,product_info_zh');
    expect(await target.db.textTranslation.count()).toBe(0);
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
      if (name.endsWith('.csv')) expect(withoutEditTimes(b), name).toEqual(withoutEditTimes(a));
      else expect(b, name).toBe(a);
    }
  });
});
