import { beforeAll, describe, expect, it } from 'vitest';
import { buildFandomTable, buildSearchIndex, searchIndex, type SearchableCircle, type SearchIndex } from '@/lib/search';
import { demoSearchData } from '@/tests/search-quality/demo-rows';
import { measureQuality, qualityLine, type QualityResult } from '@/tests/search-quality/measure';
import type { QualityQuery } from '@/tests/search-quality/queries';
import { EXACT_NAMES, LATIN_TYPOS, ROMAJI_TYPOS } from '@/tests/search-quality/typo-queries';

describe('names through a typo, on the demo event', () => {
  let rows: SearchableCircle[];
  let index: SearchIndex;
  beforeAll(async () => {
    const data = await demoSearchData();
    rows = data.rows;
    index = buildSearchIndex(rows, buildFandomTable(data.genres));
  }, 180_000);

  const search = (keyword: string) => searchIndex(index, { keyword, sort: 'score', threshold: 0, offset: 0, limit: 50 });
  const rank = (keyword: string) => search(keyword).hits.map((hit) => hit.id);
  // How many rows a typo brings: the list must not flood.
  const totals = (queries: readonly QualityQuery[]) => queries.map((query) => search(query.query).total).sort((a, b) => a - b);
  const report = (label: string, result: QualityResult, queries: readonly QualityQuery[]) => {
    const found = totals(queries);
    const misses = result.misses.map((miss) => `${miss.query.query} → ${miss.query.expect.name} at ${miss.rank ?? '-'} (first ${miss.first})`);
    console.log(`${label} ${qualityLine(result)} median_total=${found[Math.floor(found.length / 2)]} max_total=${found.at(-1)}\n  ${misses.join('\n  ')}`);
    return found;
  };

  it('finds an English name with one slip first, without flooding the list', () => {
    const result = measureQuality(rows, LATIN_TYPOS, rank);
    const found = report('latin typos', result, LATIN_TYPOS);
    expect(result.top1).toBeGreaterThanOrEqual(0.9);
    expect(result.top5).toBe(1);
    expect(found[Math.floor(found.length / 2)]).toBeLessThanOrEqual(50);
  });

  it('finds the romaji of a Japanese name with one slip', () => {
    const result = measureQuality(rows, ROMAJI_TYPOS, rank);
    report('romaji typos', result, ROMAJI_TYPOS);
    expect(result.top1).toBeGreaterThanOrEqual(0.8);
    expect(result.top5).toBeGreaterThanOrEqual(0.9);
  });

  it('keeps an exact name first', () => {
    const result = measureQuality(rows, EXACT_NAMES, rank);
    report('exact names', result, EXACT_NAMES);
    expect(result.top1).toBe(1);
    for (const query of EXACT_NAMES) expect(search(query.query).hits[0]?.score, query.query).toBe(1);
  });
});
