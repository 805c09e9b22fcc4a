import { placementOrder } from '@/lib/search';

/** The venue's areas, as the schema's `Area` enum spells them. */
export type HallArea = 'EAST' | 'WEST' | 'SOUTH';

/** One half-desk a circle has on a day, with what orders it in the venue (the block's sort order). */
export type PlacedSpace = {
  dayNumber: number;
  area: HallArea;
  hallNumber: number;
  block: string;
  blockOrder: number;
  spaceNumber: number;
  side: 'a' | 'b';
};

const areaLetters: Readonly<Record<HallArea, string>> = { EAST: 'E', WEST: 'W', SOUTH: 'S' };

// Sixteen ranks per area leave room for more halls than the venue has, inside placementOrder's 0..63.
const areaRankBase: Readonly<Record<HallArea, number>> = { EAST: 0, WEST: 16, SOUTH: 32 };

/** `E1`, `W3`: the hall as the `area` filter and the map link name it. */
export function hallKey(area: HallArea, number: number): string {
  return `${areaLetters[area]}${number}`;
}

/**
 * `E:ア`: a block as the `block` filter names it. A wall block is one Block row per hall with the same
 * name and continuing space numbers, so the area and the name, not the row, identify it.
 */
export function blockKey(area: HallArea, name: string): string {
  return `${areaLetters[area]}:${name}`;
}

const HALL_KEY = /^([EWS])([1-9]|1[0-5])$/;
const BLOCK_KEY = /^([EWS]):(.)$/u;

export const isHallKey = (value: string): boolean => HALL_KEY.test(value);
export const isBlockKey = (value: string): boolean => BLOCK_KEY.test(value);

const areaByLetter = new Map(Object.entries(areaLetters).map(([area, letter]) => [letter, area as HallArea]));

export function parseHallKey(key: string): { area: HallArea; number: number } | null {
  const match = HALL_KEY.exec(key);
  const area = match ? areaByLetter.get(match[1] ?? '') : undefined;
  return match && area ? { area, number: Number(match[2]) } : null;
}

export function parseBlockKey(key: string): { area: HallArea; name: string } | null {
  const match = BLOCK_KEY.exec(key);
  const area = match ? areaByLetter.get(match[1] ?? '') : undefined;
  return match && area ? { area, name: match[2] ?? '' } : null;
}

export function hallRank(area: HallArea, number: number): number {
  return areaRankBase[area] + Math.min(Math.max(number - 1, 0), 15);
}

const clamp = (value: number, max: number) => Math.min(Math.max(Math.trunc(value), 0), max);

/**
 * Venue order of one space. Out-of-range parts are clamped rather than refused: a catalogue row with an
 * odd number must sort somewhere, not stop the index from loading.
 */
export function spaceOrder(parts: { day: number; area: HallArea; hallNumber: number; blockSortOrder: number; spaceNumber: number; side: 'a' | 'b' }): number {
  return placementOrder({
    day: clamp(parts.day, 7),
    hallRank: hallRank(parts.area, parts.hallNumber),
    blockRank: clamp(parts.blockSortOrder, 1023),
    spaceNumber: clamp(parts.spaceNumber, 1023),
    side: parts.side,
  });
}
