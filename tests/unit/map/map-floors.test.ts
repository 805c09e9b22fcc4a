import { describe, expect, it } from 'vitest';
import type { MapDay } from '@/lib/map/map-day';
import { dayFloors, firstHallOnFloor, shownFloor } from '@/lib/map/map-floors';
import { hallsMeeting, labelFeatures, PLAN_KIND, planFeatures } from '@/lib/map/map-geometry';

// West 3 stands above West 1 on the same ground: the map draws one floor at a time once a hall is chosen.
const day = {
  halls: [
    { key: 'W1', floor: 1, rect: [0, 0, 1000, 800], corporate: false },
    { key: 'W2', floor: 1, rect: [1000, 0, 1000, 800], corporate: false },
    { key: 'W3', floor: 2, rect: [0, 0, 1000, 800], corporate: true },
  ],
  blocks: [{ hall: 0, name: 'あ', wall: true, outlines: [[10, 10, 50, 300]] }, { hall: 1, name: 'い', wall: false, outlines: [[1100, 10, 40, 300]] }],
  booths: [{ id: 7, hall: 2, rect: [100, 100, 100, 100] }],
} as unknown as MapDay;

describe('the map, floor by floor', () => {
  it('lists the floors and the hall each one opens on', () => {
    expect(dayFloors(day)).toEqual([1, 2]);
    expect(firstHallOnFloor(day, 2)).toBe('W3');
  });

  it('shows the chosen hall\'s floor, a selection\'s own floor, and every floor with no hall chosen', () => {
    expect(shownFloor(day, 'W2')).toBe(1);
    expect(shownFloor(day, 'W3')).toBe(2);
    expect(shownFloor(day, 'W1', 2)).toBe(2);
    expect(shownFloor(day, undefined, 2)).toBeUndefined();
  });

  it('draws only the halls, blocks, booths and names of the floor shown', () => {
    const kinds = (floor?: number) => planFeatures(day, floor).features.map((feature) => feature.properties.k).join('');
    expect(kinds()).toBe('hhhbbo');
    expect(kinds(1)).toBe('hhbb');
    expect(kinds(2)).toBe(`h${PLAN_KIND.booth}`);
    expect(labelFeatures(day, ['West 1', 'West 2', 'West 3'], [], 2).features.map((feature) => feature.properties.t)).toEqual(['West 3', 'West 3']);
    // The desks handed to MapLibre are those of the floor's halls in view: West 1's are not under West 3's.
    expect(hallsMeeting(day, [0, 0, 500, 500])).toEqual([0, 2]);
    expect(hallsMeeting(day, [0, 0, 500, 500], 2)).toEqual([2]);
  });
});
