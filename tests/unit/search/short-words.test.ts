import { describe, expect, it } from 'vitest';
import { buildSearchIndex, searchIndex, upsert, type SearchableCircle, type SearchIndex, type SearchQuery } from '@/lib/search';
import { pairKey } from '@/lib/search/ngram-keys';
import { createRandom, generateCircles } from './synthetic-corpus';

// One- and two-character words take their scores from the postings and their filters from the
// placement columns. Sorted by placement (no threshold), the page is scored from scratch against each
// row's text instead, as every word was before: both must give the same rows with the same scores.

type Filters = Omit<SearchQuery, 'keyword' | 'sort' | 'threshold' | 'offset' | 'limit'>;

function scoresBy(index: SearchIndex, keyword: string, filters: Filters, sort: 'score' | 'placement'): Map<number, number> {
  const result = searchIndex(index, { keyword, ...filters, sort, threshold: 0, offset: 0, limit: 1000 });
  expect(result.hits.length).toBe(Math.min(result.total, 1000));
  return new Map(result.hits.map((hit) => [hit.id, hit.score]));
}

function row(id: number, name: string, extra: Partial<SearchableCircle> = {}): SearchableCircle {
  return {
    id,
    wcid: id,
    isBooth: false,
    name,
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

describe('one- and two-character words', () => {
  const rows = generateCircles({ circles: 2500, booths: 30, seed: 23 });
  const index = buildSearchIndex(rows);
  const random = createRandom(29);
  const texts = rows.flatMap((r) => [r.name, r.nameKana, r.author, ...r.workTitles, r.description]).filter((t) => t.length >= 2);
  const placements = rows.flatMap((r) => r.placements);
  const pick = <T,>(list: readonly T[]): T => list[Math.floor(random() * list.length)] as T;

  function filtersFor(): Filters {
    const roll = random();
    const placement = pick(placements);
    if (roll < 0.25) return { days: [placement.day] };
    if (roll < 0.45) return { halls: [placement.hall, 'nowhere'] };
    if (roll < 0.55) return { days: [placement.day], blocks: [placement.block] };
    if (roll < 0.7) return { genres: [pick(rows).genreCode], cashlessOnly: random() < 0.5 };
    return {};
  }

  it('score the same from the postings as from each row', () => {
    let nonEmpty = 0;
    for (let n = 0; n < 150; n++) {
      const text = pick(texts);
      const at = Math.floor(random() * (text.length - 1));
      const keyword = text.slice(at, at + 1 + Math.floor(random() * 2)).trim();
      if (keyword === '') continue;
      const filters = filtersFor();
      const fromPostings = scoresBy(index, keyword, filters, 'score');
      const fromRows = scoresBy(index, keyword, filters, 'placement');
      if (fromRows.size < 1000) {
        expect(fromPostings, keyword).toEqual(fromRows);
        if (fromRows.size > 0) nonEmpty++;
      }
    }
    expect(nonEmpty).toBeGreaterThan(50);
  });

  it('tell apart two pairs that share a hashed key, in the built rows and in rows added since', () => {
    // The key keeps 15 bits of the first code unit: 一 (U+4E00) and 츀 (U+CE00) differ in the 16th.
    expect(pairKey(0x4e00, 0x61)).toBe(pairKey(0xce00, 0x61));
    const small = buildSearchIndex([row(1, '一a'), row(2, '츀a'), row(3, '一a 츀a')]);
    expect([...scoresBy(small, '一a', {}, 'score').keys()].sort()).toEqual([1, 3]);
    expect([...scoresBy(small, '츀a', {}, 'score').keys()].sort()).toEqual([2, 3]);
    upsert(small, row(4, 'x 츀a', { placements: [{ day: 2, hall: 'W9', block: 'W:あ', order: 4 }] }));
    expect([...scoresBy(small, '一a', {}, 'score').keys()].sort()).toEqual([1, 3]);
    expect(scoresBy(small, '츀a', {}, 'score')).toEqual(scoresBy(small, '츀a', {}, 'placement'));
    // A hall first seen in a row added after the build is filtered like the others.
    expect([...scoresBy(small, 'a', { halls: ['W9'] }, 'score').keys()]).toEqual([4]);
    expect([...scoresBy(small, 'a', { days: [1], halls: ['W9'] }, 'score').keys()]).toEqual([]);
  });
});

describe('several romaji words typed for one reading', () => {
  it('find the row whose reading they spell together, however many rows hold each word', () => {
    // Sixty names hold every word apart, more than the few rows under which spacing is otherwise tried.
    const decoys = Array.from({ length: 60 }, (_, i) => row(i + 1, `Neko Kishi no ${i}`));
    const target = row(100, 'Target', { workTitles: ['騎士の猫'], workReadings: ['きしのねこ'] });
    const index = buildSearchIndex([...decoys, target]);
    const result = searchIndex(index, { keyword: 'kishi no neko', sort: 'score', threshold: 0, offset: 0, limit: 5 });
    expect(result.total).toBe(61);
    expect(result.hits[0]?.id).toBe(100);
  });
});
