import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gzipSync } from 'node:zlib';
import { loadMapDay } from '@/lib/map/load-map-day';
import { decodeMapDay, encodeMapDay } from '@/lib/map/map-day-codec';
import { spacesByCircle, type MapAuthors, type MapDay } from '@/lib/map/map-day';
import { loadMapFavorites } from '@/lib/map/map-favorites';
import { groupByDayAndHall, loadPrintEntries } from '@/lib/print/print-favorites';
import { loadPrintHallMaps } from '@/lib/print/print-hall-maps';
import { createDemoTestDatabase, type TestDatabase } from '@/tests/helpers/test-database';

const PLATINUM = 'demo-user-platinum';
const allPrint = { days: [], areas: [], colors: [], prnColor: true, prnGenre: true, prnMemo: true, prnMenus: false };

describe('the map’s and the printouts’ reads on the demo event', () => {
  let database: TestDatabase;
  let eventId: number;
  let day1: MapDay;
  let authors1: MapAuthors;

  beforeAll(async () => {
    const seeded = await createDemoTestDatabase();
    database = seeded;
    eventId = seeded.eventId;
    const loaded = await loadMapDay(database.db, { eventId, day: 1, mayViewAdult: true });
    if (!loaded) throw new Error('day 1 missing');
    day1 = loaded.day;
    authors1 = loaded.authors;
  }, 240_000);

  afterAll(async () => {
    await database.drop();
  });

  it('sends every half desk of the day once, with its listed circle, in compact columns', async () => {
    const placements = await database.db.placement.count({ where: { day: { eventId, dayNumber: 1 } } });
    const { spaces, circles } = day1;
    expect(spaces.x).toHaveLength(placements);
    for (const column of [spaces.y, spaces.width, spaces.height, spaces.block, spaces.number, spaces.circle]) expect(column).toHaveLength(placements);
    expect(spaces.side).toMatch(/^[ab]+$/);
    expect(spaces.side).toHaveLength(placements);
    // A circle appears once in the circle columns, however many spaces it has; two-space circles exist.
    expect(new Set(circles.id).size).toBe(circles.id.length);
    const perCircle = [...spacesByCircle(day1).values()].map((list) => list.length);
    expect(perCircle.some((count) => count === 2)).toBe(true);
    expect(perCircle.every((count) => count <= 2)).toBe(true);
    // Centimetres: a half desk is 90 by 45.
    expect([spaces.width[0], spaces.height[0]].sort()).toEqual([45, 90]);
    expect(day1.halls).toHaveLength(16);
    expect(day1.booths.length).toBeGreaterThan(100);
    expect(day1.blocks.filter((block) => block.outlines.length > 0).length).toBeGreaterThan(50);
    expect(JSON.stringify(day1).length / placements).toBeLessThan(80);
  });

  it('encodes each demo day in at most 150 KB gzipped and decodes it to the same day', async () => {
    const days = await Promise.all([1, 2].map((day) => loadMapDay(database.db, { eventId, day, mayViewAdult: true })));
    for (const loaded of days) {
      if (!loaded) throw new Error('day missing');
      const { day } = loaded;
      const encoded = encodeMapDay(day);
      expect(decodeMapDay(encoded.slice().buffer)).toEqual(day);
      const gzipped = gzipSync(encoded, { level: 9 }).byteLength;
      expect(gzipped / 1024).toBeLessThan(150);
      // The same day as JSON (without the authors, which are sent apart) is over 180 KB gzipped.
      expect(gzipped).toBeLessThan(gzipSync(JSON.stringify(day), { level: 9 }).byteLength * 0.75);
    }
  });

  it('leaves adult circles’ desks empty for a viewer who may not see them', async () => {
    const general = await loadMapDay(database.db, { eventId, day: 1, mayViewAdult: false });
    const adultIds = new Set((await database.db.circle.findMany({ where: { eventId, isAdult: true }, select: { id: true } })).map((circle) => circle.id));
    expect(adultIds.size).toBeGreaterThan(0);
    expect(authors1.author).toHaveLength(day1.circles.id.length);
    expect(authors1.romaji).toHaveLength(day1.circles.id.length);
    expect(general?.day.circles.id.some((id) => adultIds.has(id))).toBe(false);
    expect(day1.circles.id.some((id) => adultIds.has(id))).toBe(true);
    expect(general?.day.spaces.x).toHaveLength(day1.spaces.x.length);
    expect(await loadMapDay(database.db, { eventId, day: 7, mayViewAdult: true })).toBeNull();
  });

  it('reads the user’s coloured favourites and colour labels', async () => {
    const { favorites, labels } = await loadMapFavorites(database.db, PLATINUM);
    expect(favorites).toHaveLength(12);
    expect(favorites.filter((favorite) => favorite.color >= 1 && favorite.color <= 18)).toHaveLength(11);
    expect(favorites.filter((favorite) => favorite.color === 0).map((favorite) => favorite.memo)).toEqual(['Memo only: maybe next event']);
    expect(labels.get(1)).toBe('Must have');
  });

  it('lists the printed favourites in placement order, filtered by day, hall and colour', async () => {
    const entries = await loadPrintEntries(database.db, { userId: PLATINUM, eventCode: 'C999', mayViewAdult: true, query: allPrint });
    expect(entries).toHaveLength(11);
    expect(entries.map((entry) => entry.order)).toEqual([...entries.map((entry) => entry.order)].sort((a, b) => a - b));
    expect(entries.some((entry) => entry.sides === 'ab' && entry.rects.length === 2)).toBe(true);
    const groups = groupByDayAndHall(entries);
    expect(groups.flatMap((day) => day.halls.flatMap((hall) => hall.entries))).toHaveLength(11);

    const first = entries[0];
    if (!first) throw new Error('no entries');
    const filtered = await loadPrintEntries(database.db, { userId: PLATINUM, eventCode: 'C999', mayViewAdult: true, query: { ...allPrint, days: [first.day], areas: [first.hall], colors: [first.color] } });
    expect(filtered.length).toBeGreaterThanOrEqual(1);
    expect(filtered.every((entry) => entry.day === first.day && entry.hall === first.hall && entry.color === first.color)).toBe(true);
  });

  it('draws the hall maps of the halls holding favourites, or of the halls asked for', async () => {
    const entries = await loadPrintEntries(database.db, { userId: PLATINUM, eventCode: 'C999', mayViewAdult: true, query: allPrint });
    const maps = await loadPrintHallMaps(database.db, { eventCode: 'C999', days: [], areas: [], entries });
    expect(maps.length).toBe(new Set(entries.map((entry) => `${entry.day}:${entry.hall}`)).size);
    expect(maps.reduce((sum, map) => sum + map.entries.length, 0)).toBe(entries.length);
    for (const map of maps) expect(map.spaces.length).toBeGreaterThan(500);
    const asked = await loadPrintHallMaps(database.db, { eventCode: 'C999', days: [1], areas: ['E1', 'W3'], entries });
    // W3 holds corporate booths, not circles: only East 1 is drawn.
    expect(asked.map((map) => `${map.day}:${map.hall}`)).toEqual(['1:E1']);
  });
});
