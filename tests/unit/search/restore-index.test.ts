import { describe, expect, it } from 'vitest';
import { buildSearchIndex, restoreSearchIndex, searchIndex, searchIndexParts, upsert, type SearchableCircle, type SearchQuery } from '@/lib/search';
import { generateSearchQueries } from '@/bench/search-queries';
import { generateCircles } from './synthetic-corpus';

// A device keeps what an index derived from its rows (texts and postings) and restores the index from
// it on the next start instead of building it again: the restored index must answer every query as
// the built one does, after the parts went through a structured clone as IndexedDB stores them.

const rows: SearchableCircle[] = generateCircles({ circles: 3000, booths: 30, seed: 11 }).map((row, at) =>
  at % 3 === 0 ? { ...row, workReadings: row.workTitles.map((_, t) => (t === 0 ? 'ほしふるよる' : '')) } : row,
);
const queries: SearchQuery[] = [
  ...generateSearchQueries(rows, { count: 300, seed: 5 }).map(({ query }) => query),
  ...['a', 'の', 'ka', 'hoshifuru', 'ほしふ', 'dargon', 'ねこ', 'とうほう'].map((keyword): SearchQuery => ({ keyword, sort: 'score', threshold: 0, offset: 0, limit: 50 })),
];
const answers = (index: ReturnType<typeof buildSearchIndex>) => queries.map((query) => searchIndex(index, query));

describe('an index restored from its kept parts', () => {
  const built = buildSearchIndex(rows);
  const expected = answers(built);

  it('answers every query as the built index does', () => {
    const restored = restoreSearchIndex(rows, structuredClone(searchIndexParts(built)));
    expect(restored).not.toBeNull();
    expect(expected.filter((result) => result.total > 0).length).toBeGreaterThan(150);
    expect(answers(restored!)).toEqual(expected);
  });

  it('still takes changes as the built index does', () => {
    const restored = restoreSearchIndex(rows, structuredClone(searchIndexParts(buildSearchIndex(rows))))!;
    const fresh = buildSearchIndex(rows);
    const renamed = { ...rows[7]!, name: 'Moonlit Harbour' };
    upsert(restored, renamed);
    upsert(fresh, renamed);
    const query: SearchQuery = { keyword: 'moonlit', sort: 'score', threshold: 0, offset: 0, limit: 20 };
    expect(searchIndex(restored, query)).toEqual(searchIndex(fresh, query));
    expect(searchIndex(restored, query).hits[0]?.id).toBe(renamed.id);
  });

  it('is refused for other rows than the ones the parts came from', () => {
    const parts = searchIndexParts(built);
    expect(restoreSearchIndex(rows.slice(1), parts)).toBeNull();
    expect(restoreSearchIndex([rows[0]!, ...rows.slice(0, -1)], parts)).toBeNull();
  });

  it('has no parts to give once it changed', () => {
    const changed = buildSearchIndex(rows);
    upsert(changed, { ...rows[0]!, name: 'Changed' });
    expect(() => searchIndexParts(changed)).toThrow();
  });
});
