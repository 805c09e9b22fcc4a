import { describe, expect, it } from 'vitest';
import { MAP_DAY_VERSION, type MapDay } from '@/lib/map/map-day';
import { indexMapDay } from '@/lib/map/map-day-index';
import { formatMapHash, parseMapHash } from '@/lib/map/map-hash';
import { routeFeatures } from '@/lib/map/map-route';

// Three circles on four half desks of one block; circle 12 has two.
const day: MapDay = {
  version: MAP_DAY_VERSION,
  day: 1,
  halls: [{ key: 'E1', area: 'EAST', number: 1, corporate: false, floor: 1, rect: [0, 0, 1000, 1000] }],
  blocks: [{ hall: 0, name: 'ア', wall: true, outlines: [[0, 0, 400, 50]] }],
  spaces: { block: [0, 0, 0, 0], number: [1, 1, 2, 3], side: 'abaa', x: [0, 100, 200, 300], y: [0, 0, 0, 0], width: [100, 100, 100, 100], height: [50, 50, 50, 50], circle: [0, 0, 1, 2] },
  circles: { id: [12, 13, 14], wcid: [1, 2, 3], name: ['a', 'b', 'c'], genre: [1, 1, 1] },
  booths: [],
};

describe('the plan route on the map', () => {
  it('draws a line through the stops in the given order, numbered from 1, skipping circles not on the day', () => {
    const { line, stops } = routeFeatures(indexMapDay(day), [14, 99, 12]);
    expect(stops.features.map((feature) => feature.properties.n)).toEqual([1, 2]);
    const coordinates = line.features[0]?.geometry.coordinates ?? [];
    expect(coordinates).toHaveLength(2);
    // Circle 12's two halves meet at x = 100 cm.
    expect(coordinates[1]?.[0]).toBeCloseTo(100e-6);
    expect(routeFeatures(indexMapDay(day), [12]).line.features).toEqual([]);
  });

  it('is asked for by route=1 in the hash', () => {
    expect(parseMapHash('#/day=Day1/route=1').route).toBe(true);
    expect(parseMapHash('#/day=Day1/route=yes').route).toBeUndefined();
    expect(formatMapHash({ ...parseMapHash('#/day=Day2/route=1') })).toBe('#/day=Day2/route=1');
  });
});
