import { describe, expect, it } from 'vitest';
import { circleMapLink, boothMapLink } from '@/lib/catalogue/map-link';
import { formatBoothSpace, formatPlacement, formatSpace, mergeSides } from '@/lib/catalogue/placement-text';
import { blockKey, hallKey, parseBlockKey, parseHallKey, spaceOrder } from '@/lib/catalogue/venue';

const saturday = new Date('2026-12-26T00:00:00Z');

describe('placement text per locale', () => {
  it('writes the space the way each language reads it', () => {
    const space = { area: 'EAST', block: 'ヨ', spaceNumber: 12, sides: 'a' } as const;
    expect(formatSpace('en', space)).toBe('East ヨ(Yo)-12a');
    expect(formatSpace('ja', space)).toBe('東ヨ-12a');
    expect(formatSpace('zh', space)).toBe('东ヨ(Yo)-12a');
  });

  it('puts the weekday first', () => {
    const space = { area: 'WEST', block: 'あ', spaceNumber: 5, sides: 'ab' } as const;
    expect(formatPlacement('en', saturday, space)).toBe('Sat West あ(A)-05ab');
    expect(formatPlacement('ja', saturday, space)).toBe('土 西あ-05ab');
    expect(formatPlacement('zh', saturday, space)).toBe('周六 西あ(A)-05ab');
  });

  it('makes a half-width block full width', () => {
    expect(formatSpace('ja', { area: 'SOUTH', block: 't', spaceNumber: 33, sides: 'b' })).toBe('南ｔ-33b');
  });

  it('writes a full-width Latin block half width in English and Chinese, as printed in Japanese', () => {
    const space = { area: 'SOUTH', block: 'ｌ', spaceNumber: 16, sides: 'b' } as const;
    expect(formatSpace('en', space)).toBe('South l-16b');
    expect(formatSpace('zh', space)).toBe('南l-16b');
    expect(formatSpace('ja', space)).toBe('南ｌ-16b');
    // East's Latin Ａ and its katakana ア (romaji A) read apart.
    expect(formatSpace('en', { area: 'EAST', block: 'Ａ', spaceNumber: 2, sides: 'a' })).toBe('East A-02a');
    expect(formatSpace('en', { area: 'EAST', block: 'ア', spaceNumber: 2, sides: 'a' })).toBe('East ア(A)-02a');
  });

  it('writes booth codes per locale', () => {
    expect(formatBoothSpace('en', 'WEST', '西3-07')).toBe('West 3-07');
    expect(formatBoothSpace('ja', 'WEST', '西3-07')).toBe('西3-07');
    expect(formatBoothSpace('zh', 'SOUTH', '南4-12')).toBe('南4-12');
  });

  it('merges both halves of one desk into one space', () => {
    const at = (side: 'a' | 'b', spaceNumber = 12, dayNumber = 1) => ({ dayNumber, area: 'EAST' as const, block: 'ア', spaceNumber, side });
    expect(mergeSides([at('a'), at('b')]).map((space) => space.sides)).toEqual(['ab']);
    expect(mergeSides([at('a'), at('b', 13)]).map((space) => space.sides)).toEqual(['a', 'b']);
    expect(mergeSides([at('a', 12, 1), at('b', 12, 2)]).map((space) => space.sides)).toEqual(['a', 'b']);
  });
});

describe('venue keys and order', () => {
  it('names halls and blocks as the filters do, and reads them back', () => {
    expect(hallKey('EAST', 4)).toBe('E4');
    expect(blockKey('WEST', 'あ')).toBe('W:あ');
    expect(parseHallKey('S2')).toEqual({ area: 'SOUTH', number: 2 });
    expect(parseHallKey('X1')).toBeNull();
    expect(parseBlockKey('E:Ａ')).toEqual({ area: 'EAST', name: 'Ａ' });
  });

  it('orders by day, then hall, block, space and side, and never throws on odd numbers', () => {
    type Parts = Parameters<typeof spaceOrder>[0];
    const base: Parts = { day: 1, area: 'EAST', hallNumber: 1, blockSortOrder: 3, spaceNumber: 10, side: 'a' };
    const order = (change: Partial<Parts> = {}) => spaceOrder({ ...base, ...change });
    expect(order({ side: 'b' })).toBeGreaterThan(order());
    expect(order({ spaceNumber: 11 })).toBeGreaterThan(order({ side: 'b' }));
    expect(order({ blockSortOrder: 4, spaceNumber: 1 })).toBeGreaterThan(order({ spaceNumber: 999 }));
    expect(order({ area: 'WEST' })).toBeGreaterThan(order({ hallNumber: 8 }));
    expect(order({ day: 2, area: 'EAST' })).toBeGreaterThan(order({ area: 'SOUTH', hallNumber: 4 }));
    expect(() => order({ spaceNumber: 5000, blockSortOrder: -1 })).not.toThrow();
  });
});

describe('map links', () => {
  it('build the map hash from day, hall and wcid, or booth and hall', () => {
    expect(circleMapLink({ wcid: 10277669, day: 2, hall: 'E4' })).toBe('/map#10277669/day=Day2/hall=E4');
    expect(boothMapLink({ boothId: 12, hall: 'W3' })).toBe('/map#/boothId=12/hall=W3');
  });
});
