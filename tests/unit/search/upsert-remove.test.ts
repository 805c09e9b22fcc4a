import { describe, expect, it } from 'vitest';
import { buildSearchIndex, indexSize, remove, searchIndex, upsert, type SearchIndex, type SearchQuery } from '@/lib/search';
import { circle, FIXED_CORPUS } from './fixed-corpus';
import { createRandom, generateCircles } from './synthetic-corpus';

function ids(index: SearchIndex, keyword: string, extra: Partial<SearchQuery> = {}): number[] {
  return searchIndex(index, { keyword, sort: 'score', threshold: 0, offset: 0, limit: 1000, ...extra }).hits.map((hit) => hit.id);
}

describe('upsert and remove', () => {
  it('adds a row, replaces it by id and removes it', () => {
    const index = buildSearchIndex(FIXED_CORPUS);
    const before = indexSize(index);
    upsert(index, circle({ id: 100, name: 'Velvet Orchid', nameKana: 'べるべっとおーきっど', author: '本田 優' }));
    expect(indexSize(index)).toBe(before + 1);
    expect(ids(index, 'velvet')).toEqual([100]);
    expect(ids(index, 'berubetto')).toEqual([100]);
    expect(ids(index, 'Orchdi')).toEqual([100]);

    upsert(index, circle({ id: 100, name: 'Marble Tempest', author: '本田 優' }));
    expect(indexSize(index)).toBe(before + 1);
    expect(ids(index, 'velvet')).toEqual([]);
    expect(ids(index, 'Orchdi')).toEqual([]);
    expect(ids(index, 'berubetto')).toEqual([]);
    expect(ids(index, 'Tempset')).toEqual([100]);
    expect(ids(index, '本田')).toEqual([100]);

    expect(remove(index, 100)).toBe(true);
    expect(remove(index, 100)).toBe(false);
    expect(indexSize(index)).toBe(before);
    expect(ids(index, 'marble')).toEqual([]);
    expect(ids(index, 'Tempset')).toEqual([]);
  });

  it('keeps a typo match of a word other rows still use after one of them leaves', () => {
    const index = buildSearchIndex([circle({ id: 1, name: 'Crystal Moon' }), circle({ id: 2, name: 'Crystal Sun' })]);
    remove(index, 1);
    expect(ids(index, 'Cristal')).toEqual([2]);
  });

  it('answers like a freshly built index after any number of random changes', () => {
    // Changes first go to the side postings; past a quarter of the rows the index compacts itself.
    // Checkpoints fall on both sides of compactions.
    const random = createRandom(99);
    const rows = generateCircles({ circles: 2500, booths: 20, seed: 31 });
    const replacements = generateCircles({ circles: 2500, booths: 20, seed: 32 });
    const index = buildSearchIndex(rows);
    const current = new Map(rows.map((row) => [row.id, row]));
    const checkpoints = new Set([40, 700, 2600, 4000]);
    for (let n = 1; n <= 4000; n++) {
      const id = 1 + Math.floor(random() * 2600);
      if (random() < 0.4) {
        remove(index, id);
        current.delete(id);
      } else {
        // A changed row (texts of another row under this id), or a new id past the original ones.
        const source = replacements[Math.floor(random() * replacements.length)];
        if (source === undefined) continue;
        const row = { ...source, id };
        upsert(index, row);
        current.set(id, row);
      }
      if (checkpoints.has(n)) expectSameAnswers(index, buildSearchIndex(current.values()), n);
    }
  });
});

function expectSameAnswers(index: SearchIndex, fresh: SearchIndex, changes: number): void {
  expect(indexSize(index)).toBe(indexSize(fresh));
  for (const keyword of ['の', 'か', 'dragon', 'drgaon', 'toho', '漫画', 'ア', 'silver comet', undefined]) {
    for (const sort of ['score', 'placement', 'newest'] as const) {
      for (const filters of [{}, { days: [2], cashlessOnly: true }]) {
        const q: SearchQuery = { keyword, sort, threshold: 0, offset: 0, limit: 200, ...filters };
        expect(searchIndex(index, q), `after ${changes} changes: ${keyword} ${sort}`).toEqual(searchIndex(fresh, q));
      }
    }
  }
}
