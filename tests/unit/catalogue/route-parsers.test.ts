import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import { parseCutKey } from '@/lib/catalogue/cut-image';
import { legacySearchTarget } from '@/lib/catalogue/legacy-search';
import { cutSearchTexts, parseBoothListQuery, parseCircleListQuery, rawSearchParams } from '@/lib/catalogue/list-query';
import { parseRouteId } from '@/lib/catalogue/route-id';
import { cutText, MAX_KEYWORD_LENGTH, MAX_MEMO_FILTER_LENGTH } from '@/lib/catalogue/search-text';
import { parseFavoritesQuery } from '@/lib/favorites/favorites-query';
import { MAX_INT4, parseWholeNumber } from '@/lib/validation/whole-number';
import { parseMapSearchQuery } from '@/lib/map/map-search-query';
import { parsePrintQuery } from '@/lib/print/print-query';

// Issue 15, findings 5 and 9: whatever a path segment or query string holds, the parsers answer without
// throwing, every number they give is within the database's int4 range, and every free text is bounded.

const runs = { numRuns: 400 };
const inInt4 = (value: number | undefined) => value === undefined || (Number.isInteger(value) && value >= 1 && value <= MAX_INT4);

// Strings a hostile URL can carry: any unicode, digit runs of every length, and numbers near the bounds.
const segment = fc.oneof(
  fc.string({ unit: 'grapheme', maxLength: 40 }),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.stringMatching(/^\d{1,30}$/),
  fc.bigInt({ min: 0n, max: 10n ** 20n }).map(String),
  fc.constantFrom('%C3%28', '\u00c3(', '0', '-1', '1e3', '０１', '0x10', ' 12', '12 ', '2147483647', '2147483648', '99999999999'),
);
const queryString = fc.array(fc.tuple(fc.constantFrom('keyword', 'wcid', 'genre', 'day', 'space', 'page', 'favoriteColor', 'favoriteMemo', 'c.Keyword', 'c.gls', 'c.clo', 'genreCode', 'days', 'colors', 'color', 'memo'), segment), { maxLength: 8 });
const paramsOf = (pairs: readonly (readonly [string, string])[]) => new URLSearchParams(pairs.map(([key, value]) => [key, value]));

describe('route id parsers', () => {
  test.prop([segment], runs)('parseRouteId never throws and gives null or an id within int4', (text) => {
    const id = parseRouteId(text);
    expect(id === null || inInt4(id)).toBe(true);
  });

  test.prop([segment], runs)('parseCutKey never throws and gives null or ids within int4', (text) => {
    for (const key of [parseCutKey(text), parseCutKey(`booth-${text}`)]) {
      expect(key === null || inInt4(key.kind === 'circle' ? key.wcid : key.exhibitorId)).toBe(true);
    }
  });

  it('answers ids past int4 and undecodable segments with nothing', () => {
    for (const text of ['99999999999', '2147483648', '%C3%28', '\u00c3(', '0', '1e3', '０１']) {
      expect(parseRouteId(text)).toBeNull();
      expect(parseCutKey(text)).toBeNull();
      expect(parseCutKey(`booth-${text}`)).toBeNull();
    }
    expect(parseRouteId('2147483647')).toBe(MAX_INT4);
    expect(parseCutKey('booth-2147483647')).toEqual({ kind: 'booth', exhibitorId: MAX_INT4 });
  });

  test.prop([fc.bigInt({ min: 0n, max: 10n ** 12n }), fc.integer({ min: 0, max: MAX_INT4 }), fc.integer({ min: 0, max: MAX_INT4 })], runs)(
    'parseWholeNumber gives exactly the numbers within its bounds',
    (value, a, b) => {
      const [min, max] = a <= b ? [a, b] : [b, a];
      const expected = value >= BigInt(min) && value <= BigInt(max) ? Number(value) : undefined;
      expect(parseWholeNumber(value.toString(), min, max)).toBe(expected);
    },
  );
});

describe('query parsers', () => {
  test.prop([queryString], runs)('the list, map, print and favourites queries never throw and stay in range', (pairs) => {
    const params = paramsOf(pairs);
    const raw = rawSearchParams(params);
    const list = parseCircleListQuery(raw);
    expect(inInt4(list.wcid) && inInt4(list.space) && list.genre.every(inInt4) && list.page >= 1).toBe(true);
    expect(Array.from(list.keyword).length).toBeLessThanOrEqual(MAX_KEYWORD_LENGTH);
    expect(Array.from(list.favoriteMemo).length).toBeLessThanOrEqual(MAX_MEMO_FILTER_LENGTH);
    expect(Array.from(parseBoothListQuery(raw).keyword).length).toBeLessThanOrEqual(MAX_KEYWORD_LENGTH);
    const map = parseMapSearchQuery(params);
    expect(inInt4(map.day) && inInt4(map.genreCode)).toBe(true);
    expect(Array.from(map.keyword).length).toBeLessThanOrEqual(MAX_KEYWORD_LENGTH);
    const print = parsePrintQuery(raw);
    expect([...print.days, ...print.colors].every(inInt4)).toBe(true);
    const favorites = parseFavoritesQuery(raw);
    expect(favorites.color.every((color) => color >= 0 && color <= 18)).toBe(true);
    expect(Array.from(favorites.memo).length).toBeLessThanOrEqual(MAX_MEMO_FILTER_LENGTH);
    expect(legacySearchTarget(raw).startsWith('/circle/list')).toBe(true);
  });

  it('cuts a long keyword at the limit, says so, and never splits a character', () => {
    const long = '𠮷'.repeat(MAX_KEYWORD_LENGTH + 5);
    const query = parseCircleListQuery({ keyword: long, favoriteMemo: 'm'.repeat(500) });
    expect(query.keyword).toBe('𠮷'.repeat(MAX_KEYWORD_LENGTH));
    expect(query.favoriteMemo).toHaveLength(MAX_MEMO_FILTER_LENGTH);
    expect(cutSearchTexts({ keyword: long, favoriteMemo: 'm'.repeat(500) })).toEqual([
      { field: 'keyword', max: MAX_KEYWORD_LENGTH },
      { field: 'favoriteMemo', max: MAX_MEMO_FILTER_LENGTH },
    ]);
    expect(cutSearchTexts({ keyword: '𠮷'.repeat(MAX_KEYWORD_LENGTH), favoriteMemo: 'short' })).toEqual([]);
    expect(cutText('a𠮷b', 2)).toBe('a𠮷');
  });

  it('sends a legacy keyword past the limit on to the list, which then cuts it and says so', () => {
    const target = new URL(legacySearchTarget({ 'c.Keyword': 'x'.repeat(5000) }), 'http://localhost');
    const keyword = target.searchParams.get('keyword') ?? '';
    expect(keyword).toHaveLength(MAX_KEYWORD_LENGTH + 1);
    expect(cutSearchTexts(rawSearchParams(target.searchParams))).toEqual([{ field: 'keyword', max: MAX_KEYWORD_LENGTH }]);
    expect(legacySearchTarget({ 'c.Keyword': 'touhou' })).toBe('/circle/list?keyword=touhou');
  });
});
