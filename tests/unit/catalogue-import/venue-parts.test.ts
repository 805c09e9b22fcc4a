import { describe, expect, it } from 'vitest';
import type { EventFiles } from '@/lib/catalogue-import/event-files';
import { EXHIBITORS_FILE, VENUE_FILE } from '@/lib/catalogue-import/format';
import { parseEventFiles } from '@/lib/catalogue-import/parse-event-files';
import { Problems } from '@/lib/catalogue-import/problems';
import { writeEventFiles } from '@/lib/catalogue-import/write-format';
import { bytesOf, smallEventData, text } from '@/tests/support/catalogue-fixture';

// venue.geojson's floors and wall blocks, exhibitors.csv's days (issue 49 part 2).

type Feature = { type: 'Feature'; properties: Record<string, unknown>; geometry: { type: string; coordinates: unknown } };

function withVenue(change: (features: Feature[]) => Feature[]): EventFiles {
  const files = writeEventFiles(smallEventData());
  const venue = JSON.parse(text(files.get(VENUE_FILE))) as { type: string; features: Feature[] };
  const copy = new Map(files);
  copy.set(VENUE_FILE, bytesOf(JSON.stringify({ ...venue, features: change(venue.features) })));
  return copy;
}

const ring = (x: number) => [[[x, 0], [x + 1, 0], [x + 1, 1], [x, 1], [x, 0]]];
const eastTwo: Feature = { type: 'Feature', properties: { kind: 'hall', area: 'EAST', hall: 2, corporate: false }, geometry: { type: 'Polygon', coordinates: ring(60) } };
/** Block ア's run along East 2's wall, with a space numbered on from East 1's. */
const wallInEastTwo = (wall: boolean): Feature[] => [
  eastTwo,
  { type: 'Feature', properties: { kind: 'block', area: 'EAST', hall: 2, block: 'ア', wall, order: 3 }, geometry: { type: 'Polygon', coordinates: ring(61) } },
  { type: 'Feature', properties: { kind: 'space', area: 'EAST', hall: 2, block: 'ア', number: 30, side: 'a', layout: 1 }, geometry: { type: 'Polygon', coordinates: ring(61) } },
];

describe('the venue file', () => {
  it('reads a hall\'s floor, 1 when left out', () => {
    const problems = new Problems();
    const data = parseEventFiles(withVenue((features) => features.map((f) => (f.properties.kind === 'hall' && f.properties.area === 'EAST' ? { ...f, properties: { ...f.properties, floor: undefined } } : f))), problems);
    expect(problems.listed).toEqual([]);
    expect(data?.halls.map((hall) => hall.floor)).toEqual([1, 2]);
  });

  it('takes a wall block along several halls as one feature per hall, its numbers running on', () => {
    const problems = new Problems();
    const data = parseEventFiles(withVenue((features) => [...features, ...wallInEastTwo(true)]), problems);
    expect(problems.listed).toEqual([]);
    expect(data?.blocks.filter((block) => block.name === 'ア').map((block) => data.halls[block.hallIndex]?.number)).toEqual([1, 2]);
    // The space in East 2 is an empty desk on both days, in East 2's row of block ア.
    const desks = data?.emptyDesks.filter((desk) => desk.spaceNumber === 30) ?? [];
    expect(desks.map((desk) => data?.halls[data.blocks[desk.blockIndex]?.hallIndex ?? -1]?.number)).toEqual([2, 2]);
  });

  it('refuses a block name in two halls unless it is a wall block in each', () => {
    const problems = new Problems();
    expect(parseEventFiles(withVenue((features) => [...features, ...wallInEastTwo(false)]), problems)).toBeUndefined();
    expect(problems.listed).toEqual([
      expect.objectContaining({ file: VENUE_FILE, message: 'block ア stands in halls 1, 2 of EAST: only a wall block (wall: true in each hall) may run along several halls' }),
    ]);
  });

  it('says how a wall block along several halls is drawn when it comes as one multi-part feature', () => {
    const problems = new Problems();
    const multi: Feature = { type: 'Feature', properties: { kind: 'block', area: 'EAST', hall: 1, block: 'ウ', wall: true, order: 4 }, geometry: { type: 'MultiPolygon', coordinates: [ring(1), ring(61)] } };
    expect(parseEventFiles(withVenue((features) => [...features, multi]), problems)).toBeUndefined();
    expect(problems.listed).toEqual([
      { file: VENUE_FILE, field: 'features[10].geometry.type', message: 'is a MultiPolygon: a wall block along several halls is one Polygon feature per hall, each with its hall (docs/catalogue-format.md)' },
    ]);
  });
});

describe('exhibitors.csv days', () => {
  const withDays = (days: string) => {
    const files = writeEventFiles(smallEventData());
    const copy = new Map(files);
    copy.set(EXHIBITORS_FILE, bytesOf(text(files.get(EXHIBITORS_FILE)).replace(',西3-02,2,', `,西3-02,${days},`)));
    return copy;
  };

  it.each([['2', [2]], ['1 2', [1, 2]], ['2,1', [1, 2]], ['', []]])('reads "%s" as the days %j', (days, expected) => {
    const problems = new Problems();
    const data = parseEventFiles(withDays(days.includes(',') ? `"${days}"` : days), problems);
    expect(problems.listed).toEqual([]);
    expect(data?.exhibitors[1]?.dayNumbers).toEqual(expected);
  });

  it('refuses a day the event does not have, and text', () => {
    for (const [days, message] of [['3', 'day 3 is not a day of the event'], ['Sat', 'must be day numbers such as 1 or 1 2, or empty for every day, not "Sat"']]) {
      const problems = new Problems();
      expect(parseEventFiles(withDays(days as string), problems)).toBeUndefined();
      expect(problems.listed).toEqual([expect.objectContaining({ file: EXHIBITORS_FILE, line: 3, field: 'days', message })]);
    }
  });
});
