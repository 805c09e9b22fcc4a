import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadSearchableRows } from '@/lib/catalogue/searchable-rows';
import type { EventData } from '@/lib/catalogue-import/event-data';
import { writeEventFiles } from '@/lib/catalogue-import/write-format';
import { loadMapDay } from '@/lib/map/load-map-day';
import { smallEventData } from '@/tests/support/catalogue-fixture';
import { importEventFiles } from '@/tests/support/import-event-files';
import { createTestDatabase, type TestDatabase } from '@/tests/helpers/test-database';

// Issue 49 part 2: floors, booths by day, and empty desks that keep a block whole on the map.

/**
 * The small event with block イ run on to six half desks (東イ-02a to 東イ-04b) of which only 02a and 04a
 * have a circle on day 1: the four between them are empty desks, 1.8 m of block with no circle.
 */
function eventWithEmptyDesks(): EventData {
  const data = smallEventData();
  const desk = (dayIndex: number, spaceNumber: number, side: 'a' | 'b') => ({
    mapX: 15, mapY: spaceNumber * 1.8 + (side === 'b' ? 0.9 : 0), mapWidth: 0.45, mapHeight: 0.9, dayIndex, blockIndex: 1, spaceNumber, side, tableLayout: 4 as const,
  });
  // Circle 1003 keeps 東イ-02a (day 1) alone; circle 1005, not selected before, gets 東イ-04a on day 1.
  data.placements = data.placements.filter((p) => !(p.blockIndex === 1 && p.side === 'b'));
  data.placements.push({ ...desk(0, 4, 'a'), circleIndex: 4 });
  data.circles[4] = { ...(data.circles[4] as EventData['circles'][number]), lotteryStatus: 'SELECTED', catalogPage: 11, cutIndex: 2 };
  data.emptyDesks = [
    desk(0, 2, 'b'), desk(0, 3, 'a'), desk(0, 3, 'b'), desk(0, 4, 'b'),
    ...[2, 3, 4].flatMap((n) => [desk(1, n, 'a'), desk(1, n, 'b')]),
    { ...desk(1, 1, 'b'), blockIndex: 0, mapX: 10 },
  ];
  return data;
}

describe('the venue as it stands', () => {
  let database: TestDatabase;
  let eventId: number;
  const run = (data: EventData) => importEventFiles(database.url, writeEventFiles(data));

  beforeAll(async () => {
    database = await createTestDatabase();
    eventId = (await run(eventWithEmptyDesks())).eventId ?? -1;
  }, 60_000);
  afterAll(async () => {
    await database.drop();
  });

  it('keeps empty desks as spaces with no circle, so a block is drawn whole with one outline', async () => {
    const day1 = await loadMapDay(database.db, { eventId, day: 1, mayViewAdult: true });
    const block = day1?.day.blocks.find((b) => b.name === 'イ');
    // Without the empty desks the block fell apart into 東イ-02a and 東イ-04a, each outlined and labelled.
    expect(block?.outlines).toEqual([[1500, 360, 45, 540]]);
    const spaces = day1?.day.spaces;
    const empty = spaces?.circle.filter((circle, index) => circle === -1 && spaces.block[index] === day1?.day.blocks.indexOf(block as never)).length;
    expect(empty).toBe(4);
    // Day 2 has no circle in block イ at all: it is still drawn, whole.
    const day2 = await loadMapDay(database.db, { eventId, day: 2, mayViewAdult: true });
    expect(day2?.day.blocks.find((b) => b.name === 'イ')?.outlines).toEqual([[1500, 360, 45, 540]]);
  });

  it('finds nothing to change when the same files come again, and frees a withdrawn circle\'s desk as an empty one', async () => {
    expect((await run(eventWithEmptyDesks())).summary.total).toBe(0);
    const data = eventWithEmptyDesks();
    const gone = data.circles.findIndex((circle) => circle.wcid === 1005);
    data.circles.splice(gone, 1);
    data.placements = data.placements.filter((p) => p.circleIndex !== gone).map((p) => ({ ...p, circleIndex: p.circleIndex > gone ? p.circleIndex - 1 : p.circleIndex }));
    data.works = data.works.filter((w) => w.circleIndex !== gone);
    data.shopLinks = data.shopLinks.filter((l) => l.circleIndex !== gone);
    data.emptyDesks.push({ mapX: 15, mapY: 7.2, mapWidth: 0.45, mapHeight: 0.9, dayIndex: 0, blockIndex: 1, spaceNumber: 4, side: 'a', tableLayout: 4 });
    const result = await run(data);
    expect(result.summary.circles.withdrawn).toBe(1);
    expect(result.summary.spaces).toMatchObject({ added: 0, removed: 0 });
    const day1 = await loadMapDay(database.db, { eventId, day: 1, mayViewAdult: true });
    expect(day1?.day.blocks.find((b) => b.name === 'イ')?.outlines).toEqual([[1500, 360, 45, 540]]);
  });

  it('keeps each hall\'s floor and hands it to the map', async () => {
    const halls = await database.db.hall.findMany({ select: { area: true, number: true, floor: true }, orderBy: { id: 'asc' } });
    expect(halls).toEqual([{ area: 'EAST', number: 1, floor: 1 }, { area: 'WEST', number: 3, floor: 2 }]);
    const day = await loadMapDay(database.db, { eventId, day: 1, mayViewAdult: true });
    expect(day?.day.halls.map((hall) => [hall.key, hall.floor])).toEqual([['E1', 1], ['W3', 2]]);
  });

  it('puts a booth of one day on that day only: map and list', async () => {
    const boothsOn = async (day: number) => (await loadMapDay(database.db, { eventId, day, mayViewAdult: true }))?.day.booths.map((booth) => booth.code);
    expect(await boothsOn(1)).toEqual(['西3-01']);
    expect(await boothsOn(2)).toEqual(['西3-01', '西3-02']);
    const rows = (await loadSearchableRows(database.db, eventId)).rows.filter((row) => row.isBooth);
    expect(rows.map((row) => [row.name, row.placements.map((p) => p.day)])).toEqual([['Acme Corp', [1, 2]], ['Bolt Inc', [2]]]);
  });

  it('moves a booth to another day as a change of that booth', async () => {
    const data = eventWithEmptyDesks();
    (data.exhibitors[1] as { dayNumbers: number[] }).dayNumbers = [1];
    const result = await run(data);
    expect(result.summary.exhibitors).toEqual({ added: 0, changed: 1, removed: 0 });
    expect((await database.db.exhibitor.findFirst({ where: { boothNumber: 2 }, select: { dayNumbers: true } }))?.dayNumbers).toEqual([1]);
  });
});
