import { describe, expect, it } from 'vitest';
import { decodeMapDay, encodeMapDay } from '@/lib/map/map-day-codec';
import { MAP_DAY_VERSION, type MapDay } from '@/lib/map/map-day';

const day: MapDay = {
  version: MAP_DAY_VERSION,
  day: 2,
  halls: [{ key: 'E1', area: 'EAST', number: 1, corporate: false, floor: 1, rect: [0, 0, 9000, 6000] }],
  blocks: [{ hall: 0, name: 'ア', wall: false, outlines: [[100, 200, 900, 90]] }],
  spaces: { block: [0, 0, 0], number: [1, 1, 2], side: 'aba', x: [100, 145, 190], y: [200, 200, 200], width: [45, 45, 45], height: [90, 90, 90], circle: [0, 0, -1] },
  circles: { id: [70_001], wcid: [12_345_678], name: ['青空劇場'], genre: [110] },
  booths: [{ id: 5, name: 'Booth', code: '101', hall: 0, rect: [10, 10, 300, 300] }],
};

describe('the map day’s wire format', () => {
  it('decodes to the day it encoded, negative differences and non-Latin names included', () => {
    const reversed: MapDay = { ...day, spaces: { ...day.spaces, x: [190, 145, 100], circle: [-1, 0, 0] } };
    for (const original of [day, reversed]) expect(decodeMapDay(encodeMapDay(original).slice().buffer)).toEqual(original);
  });

  it('refuses a day written in another version of the format', () => {
    const older = encodeMapDay({ ...day, version: 1 as typeof MAP_DAY_VERSION });
    expect(() => decodeMapDay(older.buffer)).toThrow(/format 1/);
  });
});
