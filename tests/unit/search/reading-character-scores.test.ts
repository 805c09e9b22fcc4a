import { describe, expect, it } from 'vitest';
import { buildSearchIndex, searchIndex, type SearchableCircle } from '@/lib/search';
import { scoreReading } from '@/lib/search/match';
import { scoreOfCharacterItem, slotOfCharacterItem } from '@/lib/search/reading-postings';
import { isBreak } from '@/lib/search/ngram-keys';
import { generateCircles } from './synthetic-corpus';

// A one-kana romaji word (`a`, `ha`, `no`) takes each row's reading score from the reading postings'
// character lists instead of walking the row's readings: every row of a list must hold the character,
// every row holding it must be listed once, and the score must be the one `scoreReading` gives.

function row(id: number, extra: Partial<SearchableCircle>): SearchableCircle {
  return {
    id,
    wcid: id,
    isBooth: false,
    name: `Row ${id}`,
    nameKana: '',
    author: '',
    authorKana: '',
    workTitles: [],
    description: '',
    genreCode: 110,
    cashless: false,
    isAdult: false,
    updatedAt: id,
    placements: [{ day: 1, hall: 'E1', block: 'E:ア', order: id }],
    ...extra,
  };
}

// Whole readings of one kana (exact quality, which the lists leave to `scoreReading`), several work
// titles, spaced kana names (the spaceless segments) and the same kana met in several segments.
const crafted: SearchableCircle[] = [
  row(900_001, { name: 'は', nameKana: 'は' }),
  row(900_002, { name: '葉', nameKana: 'ハ', author: 'はは', authorKana: 'はは' }),
  row(900_003, { name: 'の の', nameKana: 'のの', workTitles: ['の', 'ほしのうた'], workReadings: ['の', 'ほしのうた'] }),
  row(900_004, { name: 'あお ぞら', nameKana: 'あおぞら', author: 'か あ', workTitles: ['あ い う', 'かあ'], workReadings: ['あいう', 'かあ'] }),
  row(900_005, { name: 'Ha Ha', nameKana: 'はは', author: 'ハ', authorKana: 'は' }),
];
const rows = [...generateCircles({ circles: 2500, booths: 30, seed: 41 }), ...crafted];

describe('one-kana reading scores from the character lists', () => {
  const index = buildSearchIndex(rows);
  const { characterOffsets, characterItems } = index.readingPostings;

  it('list each row holding the character once, with the score scoreReading gives it', () => {
    const codes = new Set<number>();
    for (const entry of index.entries) for (let i = 0; i < (entry?.readings.length ?? 0); i++) codes.add(entry?.readings.charCodeAt(i) ?? 0);
    let known = 0;
    let checked = 0;
    for (const code of codes) {
      if (isBreak(code)) continue;
      const stem = String.fromCharCode(code);
      const listed: number[] = [];
      for (let i = characterOffsets[code] ?? 0; i < (characterOffsets[code + 1] ?? 0); i++) {
        const item = characterItems[i] ?? 0;
        const slot = slotOfCharacterItem(item);
        const entry = index.entries[slot];
        expect(entry?.readings.includes(stem)).toBe(true);
        listed.push(slot);
        const score = scoreOfCharacterItem(item);
        if (score < 0) continue;
        known++;
        for (const kana of ['', stem]) expect(score).toBe(scoreReading(entry!, { stem, openN: false, kana }));
        checked++;
      }
      const holding = index.entries.flatMap((entry) => (entry?.readings.includes(stem) ? [entry.slot] : []));
      expect(listed).toEqual(holding);
    }
    expect(known).toBeGreaterThan(5000);
    expect(checked).toBe(known);
  });

  it('leave a whole reading of that one kana to scoreReading', () => {
    const slot = index.slotById.get(900_001)!;
    const code = 'は'.charCodeAt(0);
    const items = Array.from(characterItems.subarray(characterOffsets[code], characterOffsets[code + 1]));
    const item = items.find((candidate) => slotOfCharacterItem(candidate) === slot)!;
    expect(scoreOfCharacterItem(item)).toBe(-1);
  });

  it('rank a one-kana romaji word as scoring every row from its readings would', () => {
    for (const keyword of ['ha', 'no', 'a', 'ka', 'ぁ', 'u']) {
      const result = searchIndex(index, { keyword, sort: 'score', threshold: 0, offset: 0, limit: 1000 });
      const byId = new Map(result.hits.map((hit) => [hit.id, hit.score]));
      // The page's rows scored again one by one, as a placement-sorted page is scored.
      const rescored = searchIndex(index, { keyword, sort: 'placement', threshold: 0, offset: 0, limit: 1000 });
      expect(rescored.total).toBe(result.total);
      if (result.total <= 1000) for (const hit of rescored.hits) expect(byId.get(hit.id)).toBe(hit.score);
    }
    const ha = searchIndex(index, { keyword: 'ha', sort: 'score', threshold: 0, offset: 0, limit: 5 });
    expect(ha.hits.map((hit) => hit.id)).toContain(900_001);
  });
});
