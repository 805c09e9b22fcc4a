import { describe, expect, it } from 'vitest';
import { parseBoothListQuery, parseCircleListQuery, rawSearchParams } from '@/lib/catalogue/list-query';
import { circleListSearch, emptyCircleListQuery, effectiveSort } from '@/lib/catalogue/query-string';

const parse = (search: string) => parseCircleListQuery(rawSearchParams(new URLSearchParams(search)));

describe('the circle list query contract', () => {
  it('gives the defaults for an empty query', () => {
    expect(parse('')).toEqual(emptyCircleListQuery);
    expect(circleListSearch(parse(''))).toBe('');
  });

  it('reads each key of a list screen', () => {
    expect(
      parse(
        'keyword=%E6%9D%B1%E6%96%B9&literal=1&day=2&area=E1,W2&block=E:%E3%82%A2&genre=234,332&pay=1&favoriteColor=1,9&favoriteMemo=must&sort=newest&rankingScoreThreshold=0.4&page=3&wcid=10277669&isBooth=true',
      ),
    ).toEqual({
      keyword: '東方',
      literal: true,
      day: 2,
      area: ['E1', 'W2'],
      block: ['E:ア'],
      genre: [234, 332],
      pay: true,
      favorite: false,
      favoriteColor: [1, 9],
      favoriteMemo: 'must',
      sort: 'newest',
      rankingScoreThreshold: 0.4,
      page: 3,
      wcid: 10277669,
      isBooth: true,
    });
  });

  it.each([['0'], ['8'], ['-1'], ['1.5'], ['two'], ['']])('leaves day=%s unset (1 to 7 only)', (day) => {
    expect(parse(`day=${day}`).day).toBeUndefined();
  });

  it.each([1, 7])('accepts day=%i', (day) => {
    expect(parse(`day=${day}`).day).toBe(day);
  });

  it('treats numbers that are not numeric as absent', () => {
    const query = parse('page=abc&wcid=12x&space=a1&rankingScoreThreshold=high&genre=x,111,&favoriteColor=red,3');
    expect(query.page).toBe(1);
    expect(query.wcid).toBeUndefined();
    expect(query.space).toBeUndefined();
    expect(query.rankingScoreThreshold).toBeUndefined();
    expect(query.genre).toEqual([111]);
    expect(query.favoriteColor).toEqual([3]);
  });

  it('drops numbers out of range', () => {
    const query = parse('page=0&rankingScoreThreshold=1.5&favoriteColor=0,19,18&space=0');
    expect(query.page).toBe(1);
    expect(query.rankingScoreThreshold).toBeUndefined();
    expect(query.favoriteColor).toEqual([18]);
    expect(query.space).toBeUndefined();
  });

  it('reads comma lists, trims and de-duplicates them, and adds repeated keys', () => {
    expect(parse('genre=111,%20112,,111&genre=113').genre).toEqual([111, 112, 113]);
    expect(parse('area=E1,X9,E1,S2').area).toEqual(['E1', 'S2']);
    expect(parse('block=E:%E3%82%A2,W:%E3%81%82,bad,E:').block).toEqual(['E:ア', 'W:あ']);
  });

  it('takes the first of a repeated single value', () => {
    expect(parse('keyword=a&keyword=b&day=1&day=2').keyword).toBe('a');
    expect(parse('day=1&day=2').day).toBe(1);
  });

  it('reads flags as on only for 1, true or on', () => {
    expect(parse('pay=1&favorite=ON&isBooth=true')).toMatchObject({ pay: true, favorite: true, isBooth: true });
    expect(parse('pay=0&favorite=no&isBooth=false')).toMatchObject({ pay: false, favorite: false, isBooth: false });
  });

  it('keeps only known sorts', () => {
    expect(parse('sort=score').sort).toBe('score');
    expect(parse('sort=random').sort).toBeUndefined();
  });

  it('sorts by score when searching and by placement when browsing, unless told', () => {
    expect(effectiveSort(parse('keyword=abc'))).toBe('score');
    expect(effectiveSort(parse(''))).toBe('placement');
    expect(effectiveSort(parse('keyword=abc&sort=newest'))).toBe('newest');
  });

  it('writes one canonical search string: defaults left out, keys in a fixed order', () => {
    const query = parse('page=2&sort=placement&keyword=%E3%81%82&genre=111,112&pay=1&rankingScoreThreshold=0&day=1');
    expect(circleListSearch(query)).toBe('keyword=%E3%81%82&day=1&genre=111,112&pay=1&sort=placement&page=2');
    expect(circleListSearch(parse(circleListSearch(query)))).toBe(circleListSearch(query));
    // The default sort for the state is left out, so the same state always has the same URL.
    expect(circleListSearch(parse('keyword=a&sort=score'))).toBe('keyword=a');
    expect(circleListSearch(parse('sort=placement&page=1'))).toBe('');
  });

  it('cuts over-long text instead of refusing it', () => {
    expect(parse(`keyword=${'x'.repeat(500)}`).keyword).toHaveLength(200);
  });

  it('parses the booth list query: keyword and page', () => {
    expect(parseBoothListQuery({ keyword: ' games ', page: '2', day: '1' })).toEqual({ keyword: 'games', page: 2 });
    expect(parseBoothListQuery({ page: 'last' })).toEqual({ keyword: '', page: 1 });
  });
});
