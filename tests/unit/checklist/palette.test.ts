import { describe, expect, it } from 'vitest';
import { bgrToHex, hexToBgr } from '@/lib/checklist/bgr-hex';
import { isColorNumber, palette } from '@/lib/favorites/palette';
import { formatPlacement, weekdayLabel } from '@/lib/checklist/placement';

describe('palette', () => {
  it('has the classic nine colours first, then nine of its own', () => {
    expect(palette.map((color) => color.n)).toEqual(Array.from({ length: 18 }, (_, index) => index + 1));
    expect(palette.filter((color) => color.classic).map((color) => color.hex)).toEqual([
      '#FF944A', '#FF00FF', '#FFF700', '#00B54A', '#00B5FF', '#9C529C', '#0000FF', '#00FF00', '#FF0000',
    ]);
    expect(palette.slice(9).every((color) => !color.classic)).toBe(true);
  });

  it('has distinct colours and label keys', () => {
    expect(new Set(palette.map((color) => color.hex)).size).toBe(18);
    expect(new Set(palette.map((color) => color.key)).size).toBe(18);
  });

  it('converts between BBGGRR and #RRGGBB', () => {
    expect(bgrToHex('4a94ff')).toBe('#FF944A');
    expect(bgrToHex(' 4A94FF ')).toBe('#FF944A');
    expect(bgrToHex('4a94f')).toBeUndefined();
    expect(bgrToHex('#4a94ff')).toBeUndefined();
    expect(hexToBgr('#FF944A')).toBe('4a94ff');
    expect(() => hexToBgr('orange')).toThrow(RangeError);
  });

  it('accepts colour numbers 0 to 18 only', () => {
    expect([0, 1, 18].map(isColorNumber)).toEqual([true, true, true]);
    expect([-1, 19, 1.5, Number.NaN].map(isColorNumber)).toEqual([false, false, false, false]);
  });
});

describe('placement labels', () => {
  it('formats day, hall, full-width block, two-digit space and sides', () => {
    expect(formatPlacement({ day: '土', date: '2025-12-27', area: 'EAST', block: 'ア', spaceNumber: 1, sides: 'a' })).toBe('土 東ア-01a');
    expect(formatPlacement({ day: '日', date: '2025-12-28', area: 'SOUTH', block: 't', spaceNumber: 33, sides: 'ab' })).toBe('日 南ｔ-33ab');
  });

  it('names the weekday of a date-only value', () => {
    expect(weekdayLabel(new Date('2025-12-27T00:00:00Z'))).toBe('土');
    expect(weekdayLabel(new Date('2025-12-28T00:00:00Z'))).toBe('日');
  });
});
