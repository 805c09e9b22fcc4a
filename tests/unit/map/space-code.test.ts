import { describe, expect, it } from 'vitest';
import type { MapDay } from '@/lib/map/map-day';
import { findSpaceCode, findSpaceCodeChoices, parseSpaceCode } from '@/lib/map/space-code';
import { blockRomaji, kanaRomaji } from '@/lib/text/kana-romaji';

describe('a space code typed in the map’s search', () => {
  it('reads the venue’s forms, with or without the area, in kana, romaji or Latin', () => {
    expect(parseSpaceCode('ソ-28')).toEqual({ block: 'ソ', number: 28, area: undefined, side: undefined });
    expect(parseSpaceCode('東ソ-28a')).toEqual({ area: 'EAST', block: 'ソ', number: 28, side: 'a' });
    expect(parseSpaceCode('East ソ-28ab')).toEqual({ area: 'EAST', block: 'ソ', number: 28, side: undefined });
    expect(parseSpaceCode('E so-28b')).toEqual({ area: 'EAST', block: 'so', number: 28, side: 'b' });
    expect(parseSpaceCode('so-28')).toEqual({ block: 'so', number: 28, area: undefined, side: undefined });
    expect(parseSpaceCode('西あ05')).toEqual({ area: 'WEST', block: 'あ', number: 5, side: undefined });
    // Full width and half-width kana as a phone's keyboard may give them.
    expect(parseSpaceCode('南ｔ－３３ａ')).toEqual({ area: 'SOUTH', block: 't', number: 33, side: 'a' });
    expect(parseSpaceCode('ｿ-28')?.block).toBe('ソ');
  });

  it('leaves words alone', () => {
    for (const word of ['kitsune', 'a12', 'No5', '28', 'ソラ', 'so 28', '']) expect(parseSpaceCode(word), word).toBeNull();
  });

  const halls = [
    { key: 'E1', area: 'EAST' as const, number: 1, corporate: false, rect: [0, 0, 10, 10] as [number, number, number, number] },
    { key: 'E2', area: 'EAST' as const, number: 2, corporate: false, rect: [20, 0, 10, 10] as [number, number, number, number] },
    { key: 'S1', area: 'SOUTH' as const, number: 1, corporate: false, rect: [40, 0, 10, 10] as [number, number, number, number] },
  ];
  const day = {
    halls,
    blocks: [
      { hall: 0, name: 'ア', wall: true, outlines: [] },
      { hall: 0, name: 'ソ', wall: false, outlines: [] },
      { hall: 1, name: 'ア', wall: true, outlines: [] },
      { hall: 2, name: 'ａ', wall: true, outlines: [] },
    ],
    spaces: { block: [0, 0, 1, 1, 2, 2, 3], number: [1, 1, 28, 28, 1, 1, 1], side: 'ababab' + 'a', x: [], y: [], width: [], height: [], circle: [-1, 5, 7, 8, 9, -1, 4] },
  } as unknown as MapDay;

  it('finds the desk on the day: a half with a circle, in the hall shown first, its own character before romaji', () => {
    expect(findSpaceCode(day, { block: 'ソ', number: 28, side: 'b' })).toEqual({ space: 3, circle: 8 });
    expect(findSpaceCode(day, { block: 'so', number: 28 })).toEqual({ space: 2, circle: 7 });
    // The wall block ア stands in both East halls: the one shown wins, and a circle over an empty half.
    expect(findSpaceCode(day, { block: 'ア', number: 1 })).toEqual({ space: 1, circle: 5 });
    expect(findSpaceCode(day, { block: 'ア', number: 1 }, 1)).toEqual({ space: 4, circle: 9 });
    // `a` is South's block ａ before the romaji of ア.
    expect(findSpaceCode(day, { block: 'a', number: 1 })).toEqual({ space: 6, circle: 4 });
    expect(findSpaceCode(day, { area: 'EAST', block: 'a', number: 1 })).toEqual({ space: 1, circle: 5 });
    expect(findSpaceCode(day, { block: 'ソ', number: 99 })).toBeNull();
    expect(findSpaceCode(day, { area: 'WEST', block: 'ソ', number: 28 })).toBeNull();
  });

  it('offers each block a Latin letter may name, the Latin block first, instead of guessing', () => {
    // `a-01`: South's ａ, or the ア of East (ア(A) in the lists), in the hall shown when it has one.
    expect(findSpaceCodeChoices(day, { block: 'a', number: 1 })).toEqual([{ space: 6, circle: 4 }, { space: 1, circle: 5 }]);
    expect(findSpaceCodeChoices(day, { block: 'a', number: 1 }, 1)).toEqual([{ space: 6, circle: 4 }, { space: 4, circle: 9 }]);
    // A kana typed as itself, or with its area, means one block.
    expect(findSpaceCodeChoices(day, { block: 'ア', number: 1 })).toEqual([{ space: 1, circle: 5 }]);
    expect(findSpaceCodeChoices(day, { area: 'EAST', block: 'a', number: 1 })).toEqual([{ space: 1, circle: 5 }]);
    expect(findSpaceCodeChoices(day, { block: 'ソ', number: 99 })).toEqual([]);
  });
});

describe('romaji of a block’s kana', () => {
  it('spells katakana and hiragana alike, capitalised beside the kana', () => {
    expect(kanaRomaji('ソ')).toBe('so');
    expect(kanaRomaji('そ')).toBe('so');
    expect(kanaRomaji('ｼ')).toBe('shi');
    expect(blockRomaji('ツ')).toBe('Tsu');
    expect(blockRomaji('ね')).toBe('Ne');
    expect(blockRomaji('Ａ')).toBe('');
  });
});
