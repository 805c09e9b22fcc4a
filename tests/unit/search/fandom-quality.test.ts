import { beforeAll, describe, expect, it } from 'vitest';
import { buildFandomTable, buildSearchIndex, searchIndex, type SearchableCircle, type SearchIndex } from '@/lib/search';
import { demoSearchData } from '@/tests/search-quality/demo-rows';
import { FANDOM_GROUPS, fandomLine, measureFandoms } from '@/tests/search-quality/fandom-queries';
import { QUALITY_QUERIES } from '@/tests/search-quality/queries';

// Every id a keyword finds, page by page (a page holds at most 1,000).
function allIds(index: SearchIndex, keyword: string): Set<number> {
  const ids = new Set<number>();
  for (let offset = 0; ; offset += 1000) {
    const { hits, total } = searchIndex(index, { keyword, sort: 'placement', threshold: 0, offset, limit: 1000 });
    for (const hit of hits) ids.add(hit.id);
    if (offset + 1000 >= total) return ids;
  }
}

const firstPage = (index: SearchIndex, keyword: string) => searchIndex(index, { keyword, sort: 'score', threshold: 0, offset: 0, limit: 50 }).hits.map((hit) => hit.id);

describe('one fandom in any script, on the demo event', () => {
  let rows: SearchableCircle[];
  let withFandoms: SearchIndex;
  let plain: SearchIndex;
  beforeAll(async () => {
    const data = await demoSearchData();
    rows = data.rows;
    withFandoms = buildSearchIndex(rows, buildFandomTable(data.genres));
    plain = buildSearchIndex(rows);
  }, 180_000);

  const genreIds = (code: number) => new Set(rows.filter((row) => row.genreCode === code).map((row) => row.id));

  it('finds the same circles, ranked alike, whichever form of the fandom is typed, the whole genre included', () => {
    const result = measureFandoms(FANDOM_GROUPS, (keyword) => allIds(withFandoms, keyword), (keyword) => firstPage(withFandoms, keyword), genreIds);
    const before = measureFandoms(FANDOM_GROUPS, (keyword) => allIds(plain, keyword), (keyword) => firstPage(plain, keyword), genreIds);
    console.log(`${fandomLine(result)}\nwithout the table: ${fandomLine(before)}`);
    expect({ consistency: result.consistency, sameFirstPage: result.sameFirstPage, genreRecall: result.genreRecall }).toEqual({ consistency: 1, sameFirstPage: 1, genreRecall: 1 });
    expect(before.consistency).toBeLessThan(0.5);
  });

  it('says which fandom it understood, and searches the words literally when asked', () => {
    const understood = searchIndex(withFandoms, { keyword: 'umamusume', sort: 'score', threshold: 0, offset: 0, limit: 5 });
    expect(understood.fandom).toEqual({ names: { en: 'Uma Musume', ja: 'ウマ娘', zh: '赛马娘' }, genreCode: 335 });
    const literal = searchIndex(withFandoms, { keyword: 'ウマ娘', literal: true, sort: 'score', threshold: 0, offset: 0, limit: 5 });
    expect(literal.fandom).toBeUndefined();
    expect(literal.total).toBe(searchIndex(plain, { keyword: 'ウマ娘', sort: 'score', threshold: 0, offset: 0, limit: 5 }).total);
  });

  it('keeps the other words of the query: a fandom and a word must both match', () => {
    const both = allIds(withFandoms, 'ウマ娘 新刊');
    const fandom = allIds(withFandoms, 'ウマ娘');
    const word = allIds(plain, '新刊');
    expect(both.size).toBeGreaterThan(0);
    expect([...both].every((id) => fandom.has(id) && word.has(id))).toBe(true);
  });

  it('leaves every query of the quality suite alone: none is taken for a fandom, each keeps its first result', () => {
    for (const { query } of QUALITY_QUERIES) {
      const result = searchIndex(withFandoms, { keyword: query, sort: 'score', threshold: 0, offset: 0, limit: 5 });
      expect({ query, fandom: result.fandom?.names.en, first: result.hits[0]?.id }).toEqual({ query, fandom: undefined, first: firstPage(plain, query)[0] });
    }
  });
});
