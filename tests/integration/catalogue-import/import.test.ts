import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CircleRow } from '@/lib/catalogue-import/event-data';
import { importCatalogueFiles } from '@/lib/catalogue-import/import-files';
import { writeEventFiles } from '@/lib/catalogue-import/write-format';
import { folderOf, smallEventData, zipEntries, zipOf } from '@/tests/support/catalogue-fixture';
import { createTestDatabase, type TestDatabase } from '@/tests/helpers/test-database';

const options = { dryRun: false, currentEventCode: 'C999' };

describe('importing the catalogue files', () => {
  let database: TestDatabase;
  const run = async (data = smallEventData(), extra: Partial<typeof options> = {}) => {
    const folder = await folderOf(writeEventFiles(data));
    try {
      return await importCatalogueFiles(database.url, folder.dir, { ...options, ...extra });
    } finally {
      await folder.remove();
    }
  };
  const count = async (sql: string) => (await database.db.$queryRawUnsafe<{ n: number }[]>(sql))[0]?.n ?? -1;

  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(async () => {
    await database.drop();
  });

  it('loads a new event, then finds nothing to change in the same files', async () => {
    const first = await run();
    expect(first.newEvent).toBe(true);
    expect(first.summary.circles.added).toBe(5);
    expect(await count('SELECT count(*)::int AS n FROM "Circle"')).toBe(5);
    // Five taken half desks and three empty ones: the venue's four half desks stand on both days.
    expect(await count('SELECT count(*)::int AS n FROM "Placement"')).toBe(8);
    expect(await count('SELECT count(*)::int AS n FROM "Placement" WHERE "circleId" IS NULL')).toBe(3);
    expect(await count('SELECT count(*)::int AS n FROM "Work"')).toBe(3);
    expect(await count('SELECT count(*)::int AS n FROM "Exhibitor"')).toBe(2);
    const again = await run();
    expect(again.newEvent).toBe(false);
    expect(again.summary.total).toBe(0);
    expect(await count('SELECT count(*)::int AS n FROM "CatalogueImport"')).toBe(2);
  });

  it('reads a zip of the folder the same way', async () => {
    const dir = await folderOf(new Map());
    try {
      const zip = path.join(dir.dir, 'C999.zip');
      await writeFile(zip, zipOf(zipEntries(writeEventFiles(smallEventData()))));
      const result = await importCatalogueFiles(database.url, zip, options);
      expect(result.summary.total).toBe(0);
    } finally {
      await dir.remove();
    }
  });

  it('changes nothing on a dry run, yet says what would change', async () => {
    const data = smallEventData();
    (data.circles[0] as { name: string }).name = 'Alpha Works Renamed';
    const result = await run(data, { dryRun: true });
    expect(result.summary.circles.changed).toBe(1);
    expect(result.summary.circles.fields).toEqual({ name: 1 });
    expect(result.importId).toBeNull();
    expect(await count(`SELECT count(*)::int AS n FROM "Circle" WHERE name = 'Alpha Works'`)).toBe(1);
    expect(await count('SELECT count(*)::int AS n FROM "CatalogueImport"')).toBe(3);
  });

  it('applies a correction: a moved space, a withdrawal, changed works, a new circle; members keep their data', async () => {
    const ids = await database.db.circle.findMany({ select: { id: true, wcid: true }, orderBy: { wcid: 'asc' } });
    const idOf = (wcid: number) => ids.find((row) => row.wcid === wcid)?.id as number;
    const user = await database.db.user.create({ data: { email: 'member@example.com' } });
    await database.db.favorite.createMany({ data: [1001, 1002, 1004].map((wcid) => ({ userId: user.id, circleId: idOf(wcid), color: 1, memo: `memo ${wcid}` })) });
    const workIdsBefore = await database.db.work.findMany({ where: { circleId: idOf(1001) }, orderBy: { sortOrder: 'asc' }, select: { id: true } });

    const data = smallEventData();
    // 1004 moves from day 2 ア-01a to day 2 イ-02a (free on day 2); 1002 withdraws; 1001's second work gets a new price.
    const moved = data.placements.find((p) => p.circleIndex === 3);
    if (moved) Object.assign(moved, { blockIndex: 1, spaceNumber: 2, side: 'a', mapX: 15, mapY: 3.6 });
    (data.works[1] as { priceYen: number }).priceYen = 1200;
    data.circles.push({ ...(data.circles[0] as CircleRow), wcid: 1006, circleNumber: 906, name: 'Zeta Zine' });
    const withdrawn = 1;
    data.placements = data.placements.filter((p) => p.circleIndex !== withdrawn).map((p) => ({ ...p, circleIndex: p.circleIndex > withdrawn ? p.circleIndex - 1 : p.circleIndex }));
    data.works = data.works.map((w) => ({ ...w, circleIndex: w.circleIndex > withdrawn ? w.circleIndex - 1 : w.circleIndex }));
    data.shopLinks = data.shopLinks.map((l) => ({ ...l, circleIndex: l.circleIndex > withdrawn ? l.circleIndex - 1 : l.circleIndex }));
    data.circles.splice(withdrawn, 1);

    const result = await run(data);
    expect(result.summary.circles).toMatchObject({ added: 1, withdrawn: 1, returned: 0 });
    expect(result.summary.spaces.moved).toBe(1);
    expect(result.summary.works).toEqual({ added: 0, changed: 1, removed: 0 });

    const beta = await database.db.circle.findUniqueOrThrow({ where: { wcid: 1002 }, include: { placements: true, favorites: true } });
    expect(beta.withdrawnAt).not.toBeNull();
    expect(beta.placements).toHaveLength(0);
    expect(beta.favorites.map((f) => f.memo)).toEqual(['memo 1002']);
    const delta = await database.db.circle.findUniqueOrThrow({ where: { wcid: 1004 }, include: { placements: { include: { block: true } }, favorites: true } });
    expect(delta.placements.map((p) => `${p.block.name}${p.spaceNumber}${p.side}`)).toEqual(['イ2a']);
    expect(delta.favorites).toHaveLength(1);
    // The changed work kept its id: plans that ticked it still point at it.
    const workIdsAfter = await database.db.work.findMany({ where: { circleId: idOf(1001) }, orderBy: { sortOrder: 'asc' }, select: { id: true, priceYen: true } });
    expect(workIdsAfter.map((w) => w.id)).toEqual(workIdsBefore.map((w) => w.id));
    expect(workIdsAfter[1]?.priceYen).toBe(1200);

    const changes = await database.db.catalogueChange.findMany({ where: { importId: result.importId ?? -1 }, include: { circle: { select: { wcid: true } } } });
    const kinds = changes.map((c) => `${c.circle.wcid} ${c.kind}`).sort();
    expect(kinds).toEqual(['1001 WORKS_CHANGED', '1002 WITHDRAWN', '1004 MOVED', '1006 ADDED']);
    expect(changes.find((c) => c.kind === 'MOVED')?.detail).toEqual({ from: ['2 東ア-01a'], to: ['2 東イ-02a'] });

    // The same correction again is no change; the withdrawn circle stays withdrawn.
    expect((await run(data)).summary.total).toBe(0);
  });

  it('brings a withdrawn circle back when the files list it again', async () => {
    const result = await run(smallEventData());
    expect(result.summary.circles.returned).toBe(1);
    expect(result.summary.circles.withdrawn).toBe(1); // Zeta Zine is not in the original files
    const beta = await database.db.circle.findUniqueOrThrow({ where: { wcid: 1002 }, include: { placements: true } });
    expect(beta.withdrawnAt).toBeNull();
    expect(beta.placements).toHaveLength(1);
  });

  it('redraws a space and renames a genre: no circle moves, but their circles count as edited for running servers', async () => {
    const before = await database.db.circle.findMany({ select: { wcid: true, updatedAt: true } });
    const data = smallEventData();
    (data.placements[0] as { mapX: number }).mapX += 1;
    (data.genres[1] as { nameEn: string }).nameEn = 'Original works';
    const result = await run(data);
    // 東ア-01a stands on both days (1001 on day 1, 1004 on day 2): the venue draws a space once for every day.
    expect(result.summary.spaces).toEqual({ moved: 0, redrawn: 2, added: 0, removed: 0 });
    expect(result.summary.venue.genres.changed).toBe(1);
    expect(result.summary.circles.changed).toBe(0);
    const after = await database.db.circle.findMany({ select: { wcid: true, updatedAt: true } });
    const edited = after.filter((row) => before.find((old) => old.wcid === row.wcid)?.updatedAt.getTime() !== row.updatedAt.getTime()).map((row) => row.wcid);
    expect(edited.sort()).toEqual([1001, 1002, 1004]);
  });
});
