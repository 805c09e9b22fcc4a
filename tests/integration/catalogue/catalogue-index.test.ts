import { toRomaji } from 'wanakana';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LISTED_CIRCLE, LISTED_CIRCLE_SQL } from '@/lib/catalogue/listed-circles';
import { generateSearchQueries } from '@/bench/search-queries';
import { createCatalogueIndexHolder, type CatalogueIndexHolder } from '@/lib/catalogue/catalogue-index';
import { boothRowId, loadSearchableRows } from '@/lib/catalogue/searchable-rows';
import { searchIndex, type SearchableCircle, type SearchQuery } from '@/lib/search';
import { normalizeText } from '@/lib/text/normalize';
import { createDemoTestDatabase, type TestDatabase } from '@/tests/helpers/test-database';
import { bruteForceSearch } from '@/tests/unit/search/brute-force';

const query = (keyword: string, extra: Partial<SearchQuery> = {}): SearchQuery => ({ keyword, sort: 'score', threshold: 0, offset: 0, limit: 1000, ...extra });

describe('the catalogue index built from PostgreSQL', () => {
  let database: TestDatabase;
  let holder: CatalogueIndexHolder;
  let rows: SearchableCircle[];
  let eventId: number;

  beforeAll(async () => {
    const seeded = await createDemoTestDatabase();
    database = seeded;
    eventId = seeded.eventId;
    rows = (await loadSearchableRows(database.db, eventId)).rows;
    holder = createCatalogueIndexHolder({ client: database.db, eventCode: 'C999', refreshIntervalMs: 3_600_000 });
  }, 180_000);

  afterAll(async () => {
    await database.drop();
  });

  it('holds every listed circle with its spaces, and every corporate booth', async () => {
    const listed = await database.db.circle.count({ where: { eventId, ...LISTED_CIRCLE } });
    const booths = await database.db.exhibitor.count({ where: { eventId } });
    expect(rows.filter((row) => !row.isBooth)).toHaveLength(listed);
    expect(rows.filter((row) => row.isBooth)).toHaveLength(booths);
    const placed = rows.filter((row) => !row.isBooth && row.placements.length > 0).length;
    expect(placed).toBeGreaterThan(listed * 0.99);
    const sample = rows.find((row) => !row.isBooth && row.placements.length > 0);
    expect(sample?.placements[0]?.hall).toMatch(/^[EWS]\d+$/);
    expect(sample?.placements[0]?.block).toMatch(/^[EWS]:.$/u);
    expect((await holder.get()).versions.size).toBe(rows.length);
  });

  it('finds exactly what a scan of the same rows finds, for a sample of mixed queries', async () => {
    const { index } = await holder.get();
    const sample = generateSearchQueries(rows, { count: 80, seed: 11 });
    for (const { kind, query: generated } of sample) {
      const exact = bruteForceSearch(rows, { ...generated, threshold: 0 });
      const result = searchIndex(index, { ...generated, threshold: 0, offset: 0, limit: 1000 });
      expect({ kind, keyword: generated.keyword, total: result.total }).toEqual({ kind, keyword: generated.keyword, total: exact.size });
      for (const hit of result.hits) expect(exact.has(hit.id)).toBe(true);
    }
  });

  it('finds every circle PostgreSQL finds by an exact kanji substring of name, author or work', async () => {
    const { index } = await holder.get();
    for (const keyword of ['空', '猫', '劇場', '月']) {
      const found = await database.db.$queryRaw<{ id: number }[]>`
        SELECT c.id FROM "Circle" c WHERE c."eventId" = ${eventId} AND ${LISTED_CIRCLE_SQL}
          AND (strpos(c.name, ${keyword}) > 0 OR strpos(c.author, ${keyword}) > 0 OR EXISTS (
            SELECT 1 FROM "Work" w WHERE w."circleId" = c.id AND (c."isAdult" OR NOT w."isAdult") AND strpos(w.title, ${keyword}) > 0))`;
      const result = searchIndex(index, query(keyword, { limit: 1000 }));
      expect(found.length).toBeGreaterThan(0);
      // The index also finds folded forms (readings, 東 for 东), so it may find more, never less.
      expect(result.total).toBeGreaterThanOrEqual(found.length);
      const hits = new Set(result.hits.map((hit) => hit.id));
      if (result.total <= 1000) for (const { id } of found) expect(hits.has(id)).toBe(true);
    }
  });

  describe('relevance on the seeded names', () => {
    const circles = () => rows.filter((row) => !row.isBooth);
    const top = async (keyword: string) => searchIndex((await holder.get()).index, query(keyword, { limit: 5 })).hits;

    it('puts a circle named by a kanji name first', async () => {
      const circle = circles().find((row) => /^[\u4e00-\u9fff]{3,}$/.test(row.name) && row.nameKana !== '');
      const hits = await top(circle?.name ?? '');
      expect(hits[0]?.score).toBe(1);
      expect(hits.map((hit) => hit.id)).toContain(circle?.id);
    });

    it('finds a katakana reading typed in hiragana', async () => {
      const circle = circles().find((row) => /^[\u30a0-\u30ff]{4,}$/.test(row.nameKana));
      const hiragana = (circle?.nameKana ?? '').replace(/[\u30a1-\u30f6]/g, (char) => String.fromCharCode(char.charCodeAt(0) - 0x60));
      const hits = await top(hiragana);
      expect(hits.length).toBeGreaterThan(0);
      const best = rows.find((row) => row.id === hits[0]?.id);
      expect(normalizeText(best?.nameKana ?? '')).toBe(normalizeText(circle?.nameKana ?? ''));
    });

    it('finds a Japanese name by romaji, with or without long vowels', async () => {
      const circle = circles().find((row) => /^[\u30a0-\u30ff]{4,}$/.test(row.nameKana) && /ou|oo|uu/.test(toRomaji(row.nameKana)));
      const romaji = toRomaji(circle?.nameKana ?? '');
      for (const typed of [romaji, romaji.replace(/ou/g, 'o').replace(/uu/g, 'u')]) {
        const hits = searchIndex((await holder.get()).index, query(typed)).hits.map((hit) => hit.id);
        expect({ typed, found: hits.includes(circle?.id ?? 0) }).toEqual({ typed, found: true });
      }
    });

    it('ranks an English name first, case-insensitively and with a typo', async () => {
      const circle = circles().find((row) => /^[A-Z][a-z]{5,} [A-Z][a-z]{4,}$/.test(row.name));
      const [first = '', second = ''] = (circle?.name ?? '').split(' ');
      const exact = await top(`${first.toUpperCase()} ${second.toLowerCase()}`);
      expect(rows.find((row) => row.id === exact[0]?.id)?.name.toLowerCase()).toBe(circle?.name.toLowerCase());
      const typo = `${first.slice(0, 2)}${first[3]}${first[2]}${first.slice(4)}`;
      const fuzzy = searchIndex((await holder.get()).index, query(typo)).hits.map((hit) => hit.id);
      expect(fuzzy).toContain(circle?.id);
    });

    it('finds a work title by the romaji of the reading the seed derived for it', async () => {
      const circle = circles().find((row) => /^[\u4e00-\u9fff]{2,}の[\u4e00-\u9fff]{2,}$/.test(row.workTitles[0] ?? '') && (row.workReadings?.[0] ?? '') !== '');
      const reading = circle?.workReadings?.[0] ?? '';
      expect(reading).toMatch(/^[\u3041-\u309f]+$/);
      const hits = searchIndex((await holder.get()).index, query(toRomaji(reading))).hits.map((hit) => hit.id);
      expect(hits).toContain(circle?.id);
    });

    it('finds a corporate booth by its name among booths only', async () => {
      const booth = rows.find((row) => row.isBooth);
      const hits = searchIndex((await holder.get()).index, query(booth?.name ?? '', { isBooth: true, limit: 3 })).hits;
      expect(hits[0]?.id).toBe(booth?.id);
      expect(hits.every((hit) => hit.id < 0)).toBe(true);
    });
  });

  describe('refresh', () => {
    it('reports nothing changed when nothing did', async () => {
      expect(await holder.refresh()).toBe('unchanged');
    });

    it('picks up a renamed circle and a renamed booth without a rebuild', async () => {
      const circle = rows.find((row) => !row.isBooth && row.placements.length > 0);
      const booth = rows.find((row) => row.isBooth);
      if (!circle || !booth) throw new Error('the seeded event has no circle or booth');
      await database.db.circle.update({ where: { id: circle.id }, data: { name: 'Quixotic Marzipan Society' } });
      await database.db.exhibitor.update({ where: { id: -booth.id }, data: { name: 'Zanzibar Gramophone Ltd' } });
      expect(await holder.refresh()).toBe('updated');
      const { index } = await holder.get();
      expect(searchIndex(index, query('marzipan')).hits.map((hit) => hit.id)).toEqual([circle.id]);
      expect(searchIndex(index, query('gramophone')).hits.map((hit) => hit.id)).toEqual([boothRowId(-booth.id)]);
      expect(searchIndex(index, query(circle.name)).hits.map((hit) => hit.id)).not.toContain(circle.id);
    });

    it('derives the reading of a circle renamed in kanji without kana, and finds it by romaji', async () => {
      const circle = rows.find((row) => !row.isBooth && row.placements.length > 0 && row.id !== rows[0]?.id && /^[A-Za-z]/.test(row.name));
      if (!circle) throw new Error('no English-named circle');
      await database.db.circle.update({ where: { id: circle.id }, data: { name: '幽霊灯台', nameKana: '' } });
      expect(await holder.refresh()).toBe('updated');
      const stored = await database.db.circle.findUniqueOrThrow({ where: { id: circle.id }, select: { nameReading: true } });
      expect(stored.nameReading).toBe('ゆうれいとうだい');
      const { index } = await holder.get();
      expect(searchIndex(index, query('yuurei toudai')).hits[0]?.id).toBe(circle.id);
      expect(searchIndex(index, query('ゆうれいとうだい')).hits[0]).toEqual({ id: circle.id, score: 0.98 });
    });

    it('drops a circle that stops being published', async () => {
      const circle = rows.find((row) => !row.isBooth && /^[A-Za-z]/.test(row.name));
      if (!circle) throw new Error('no English-named circle');
      await database.db.circle.update({ where: { id: circle.id }, data: { wantsPublication: false } });
      expect(await holder.refresh()).toBe('updated');
      const { index, versions } = await holder.get();
      expect(versions.has(circle.id)).toBe(false);
      expect(searchIndex(index, query(circle.name)).hits.map((hit) => hit.id)).not.toContain(circle.id);
    });

    it('removes a deleted circle', async () => {
      const circle = rows.filter((row) => !row.isBooth).at(-1);
      if (!circle) throw new Error('no circle');
      await database.db.circle.delete({ where: { id: circle.id } });
      expect(await holder.refresh()).toBe('updated');
      expect((await holder.get()).versions.has(circle.id)).toBe(false);
    });

    it('rebuilds when most of the catalogue changed at once', async () => {
      await database.db.$executeRaw`UPDATE "Circle" SET "updatedAt" = "updatedAt" + interval '1 second'`;
      expect(await holder.refresh()).toBe('rebuilt');
      expect(await holder.refresh()).toBe('unchanged');
      const { index } = await holder.get();
      expect(searchIndex(index, query('marzipan')).total).toBe(1);
    });
  });
});
