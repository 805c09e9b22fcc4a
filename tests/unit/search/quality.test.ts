import { beforeAll, describe, expect, it } from 'vitest';
import { buildFandomTable, buildSearchIndex, searchIndex, type SearchableCircle, type SearchIndex } from '@/lib/search';
import { demoSearchData } from '@/tests/search-quality/demo-rows';
import { measureQuality, resolveExpected } from '@/tests/search-quality/measure';
import { QUALITY_QUERIES, type QueryKind } from '@/tests/search-quality/queries';

describe('search quality on the demo event', () => {
  let rows: SearchableCircle[];
  let index: SearchIndex;
  beforeAll(async () => {
    // As the product searches: the event's genres and the shipped list of fandoms in the table.
    const data = await demoSearchData();
    rows = data.rows;
    index = buildSearchIndex(rows, buildFandomTable(data.genres));
  }, 180_000);

  const rank = (keyword: string) => searchIndex(index, { keyword, sort: 'score', threshold: 0, offset: 0, limit: 50 }).hits.map((hit) => hit.id);

  it('has at least 60 queries covering every kind, each naming exactly one circle', () => {
    expect(QUALITY_QUERIES.length).toBeGreaterThanOrEqual(60);
    const kinds: QueryKind[] = ['kanji', 'kana', 'half-width', 'full-width', 'romaji long vowels', 'romaji short vowels', 'romaji spelling', 'english', 'simplified chinese', 'traditional chinese', 'typo', 'author', 'author romaji', 'work title', 'work reading', 'spacing'];
    for (const kind of kinds) expect(QUALITY_QUERIES.filter((query) => query.kind === kind).length, kind).toBeGreaterThanOrEqual(3);
    for (const query of QUALITY_QUERIES) expect(() => resolveExpected(rows, query)).not.toThrow();
  });

  it('puts the expected circle first for at least 90% of the queries and in the top five for 98%', () => {
    const result = measureQuality(rows, QUALITY_QUERIES, rank);
    const misses = result.misses.map((miss) => `${miss.query.query} → ${miss.query.expect.name} at ${miss.rank ?? '-'}`);
    expect({ top1: result.top1 >= 0.9, top5: result.top5 >= 0.98, misses }).toEqual({ top1: true, top5: true, misses: expect.any(Array) });
  });
});
