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

  it('answers like a freshly built index after many random changes', () => {
    const random = createRandom(99);
    const rows = generateCircles({ circles: 2500, booths: 20, seed: 31 });
    const replacements = generateCircles({ circles: 2500, booths: 20, seed: 32 });
    const index = buildSearchIndex(rows);
    const current = new Map(rows.map((row) => [row.id, row]));
    for (let n = 0; n < 1500; n++) {
      const id = 1 + Math.floor(random() * 2600);
      const roll = random();
      if (roll < 0.4) {
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
      if (n % 300 === 0) ids(index, 'の'); // interleave queries with changes, as a refresh would
    }
    const fresh = buildSearchIndex(current.values());
    expect(indexSize(index)).toBe(current.size);
    for (const keyword of ['の', 'か', 'dragon', 'drgaon', 'toho', '漫画', 'ア', 'silver comet']) {
      for (const sort of ['score', 'placement', 'newest'] as const) {
        const q: SearchQuery = { keyword, sort, threshold: 0, offset: 0, limit: 200 };
        expect(searchIndex(index, q), `${keyword} ${sort}`).toEqual(searchIndex(fresh, q));
      }
    }
    expect(searchIndex(index, { sort: 'placement', threshold: 0, offset: 0, limit: 1000 })).toEqual(
      searchIndex(fresh, { sort: 'placement', threshold: 0, offset: 0, limit: 1000 }),
    );
  });
});
