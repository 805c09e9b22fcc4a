import { describe, expect, it } from 'vitest';
import { buildSearchIndex, placementOrder, searchIndex, type SearchableCircle, type SearchQuery } from '@/lib/search';
import { bruteForcePosition, bruteForceSearch } from './brute-force';
import { circle } from './fixed-corpus';
import { generateCircles } from './synthetic-corpus';

const rows = generateCircles({ circles: 3000, booths: 40, seed: 23 });
const index = buildSearchIndex(rows);
const byId = new Map(rows.map((row) => [row.id, row]));

function query(overrides: Partial<SearchQuery>): SearchQuery {
  return { sort: 'placement', threshold: 0, offset: 0, limit: 1000, ...overrides };
}

function expectSameSet(overrides: Partial<SearchQuery>): number[] {
  const q = query(overrides);
  const result = searchIndex(index, q);
  const expected = bruteForceSearch(rows, q);
  expect(result.total).toBe(expected.size);
  expect(result.total).toBeGreaterThan(0);
  const ids = result.hits.map((hit) => hit.id);
  expect(ids.length).toBe(Math.min(expected.size, 1000));
  expect(new Set(ids).size).toBe(ids.length);
  for (const id of ids) expect(expected.has(id)).toBe(true);
  return ids;
}

describe('filters', () => {
  it('filters by day, hall and block on the same placement', () => {
    for (const id of expectSameSet({ days: [2] })) {
      expect(byId.get(id)?.placements.some((p) => p.day === 2)).toBe(true);
    }
    for (const id of expectSameSet({ days: [1], halls: ['W1', 'S2'] })) {
      expect(byId.get(id)?.placements.some((p) => p.day === 1 && ['W1', 'S2'].includes(p.hall))).toBe(true);
    }
    for (const id of expectSameSet({ blocks: ['E:ア', 'W:あ'], days: [2] })) {
      expect(byId.get(id)?.placements.some((p) => p.day === 2 && ['E:ア', 'W:あ'].includes(p.block))).toBe(true);
    }
  });

  it('does not combine the day of one placement with the hall of another', () => {
    const split = circle({
      id: 1,
      name: 'split',
      placements: [
        { day: 1, hall: 'E1', block: 'E:ア', order: placementOrder({ day: 1, hallRank: 0, blockRank: 0, spaceNumber: 1, side: 'a' }) },
        { day: 2, hall: 'E2', block: 'E:カ', order: placementOrder({ day: 2, hallRank: 1, blockRank: 5, spaceNumber: 1, side: 'a' }) },
      ],
    });
    const small = buildSearchIndex([split]);
    expect(searchIndex(small, query({ days: [1], halls: ['E2'] })).total).toBe(0);
    expect(searchIndex(small, query({ days: [2], halls: ['E2'] })).total).toBe(1);
  });

  it('filters by genre, cashless, booth and adult, alone and with a keyword', () => {
    for (const id of expectSameSet({ genres: [234, 912] })) expect([234, 912]).toContain(byId.get(id)?.genreCode);
    for (const id of expectSameSet({ cashlessOnly: true, keyword: 'の' })) expect(byId.get(id)?.cashless).toBe(true);
    for (const id of expectSameSet({ isBooth: true })) expect(byId.get(id)?.isBooth).toBe(true);
    for (const id of expectSameSet({ isBooth: false, excludeAdult: true, keyword: 'dragon' })) {
      expect(byId.get(id)?.isBooth).toBe(false);
      expect(byId.get(id)?.isAdult).toBe(false);
    }
  });

  it('restricts to a set of ids such as the favourites, and treats empty lists as no filter', () => {
    const favourites = [5, 17, 250, 2999, 123_456];
    expect(new Set(expectSameSet({ ids: favourites }))).toEqual(new Set([5, 17, 250, 2999]));
    expect(new Set(expectSameSet({ ids: new Set(favourites), days: [1] }))).toEqual(
      new Set([5, 17, 250, 2999].filter((id) => byId.get(id)?.placements.some((p) => p.day === 1))),
    );
    expect(searchIndex(index, query({ ids: [] })).total).toBe(0);
    expect(searchIndex(index, query({ days: [], genres: [], halls: [] })).total).toBe(rows.length);
  });
});

function keyOf(row: SearchableCircle | undefined, q: SearchQuery): number {
  return row === undefined ? NaN : (bruteForcePosition(row, q) ?? NaN);
}

describe('sorting and paging', () => {
  it('sorts by placement, using the placement that passed the filters', () => {
    const q = query({ days: [2], keyword: 'か' });
    const ids = searchIndex(index, q).hits.map((hit) => hit.id);
    const keys = ids.map((id) => keyOf(byId.get(id), q));
    expect(keys).toEqual([...keys].sort((a, b) => a - b));
  });

  it('sorts by newest first, then placement', () => {
    const hits = searchIndex(index, query({ sort: 'newest', keyword: 'の' })).hits;
    const times = hits.map((hit) => byId.get(hit.id)?.updatedAt ?? 0);
    expect(times).toEqual([...times].sort((a, b) => b - a));
  });

  it('sorts by score, ties in placement order', () => {
    const q = query({ sort: 'score', keyword: 'dragon' });
    const hits = searchIndex(index, q).hits;
    expect(hits.length).toBeGreaterThan(10);
    for (let i = 1; i < hits.length; i++) {
      const [before, after] = [hits[i - 1], hits[i]];
      if (before === undefined || after === undefined) continue;
      expect(before.score).toBeGreaterThanOrEqual(after.score);
      if (before.score === after.score) {
        expect(keyOf(byId.get(before.id), q)).toBeLessThanOrEqual(keyOf(byId.get(after.id), q));
      }
    }
  });

  it('pages through the same order without overlap or gaps, for every sort', () => {
    for (const sort of ['placement', 'newest', 'score'] as const) {
      const q = { keyword: 'の', sort, threshold: 0 };
      const whole = searchIndex(index, { ...q, offset: 0, limit: 1000 });
      expect(whole.total).toBeGreaterThan(300);
      const paged: number[] = [];
      for (let offset = 0; offset < 300; offset += 50) {
        const page = searchIndex(index, { ...q, offset, limit: 50 });
        expect(page.total).toBe(whole.total);
        paged.push(...page.hits.map((hit) => hit.id));
      }
      expect(paged).toEqual(whole.hits.slice(0, 300).map((hit) => hit.id));
    }
  });

  it('answers an offset past the end with the total and no hits, and caps the limit', () => {
    const result = searchIndex(index, query({ keyword: 'の', offset: 100_000, limit: 50 }));
    expect(result.hits).toEqual([]);
    expect(result.total).toBeGreaterThan(0);
    expect(searchIndex(index, query({ limit: 50_000 })).hits.length).toBe(1000);
    expect(searchIndex(index, query({ limit: 0 })).hits).toEqual([]);
  });
});
