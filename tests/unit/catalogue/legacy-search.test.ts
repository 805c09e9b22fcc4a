import { describe, expect, it } from 'vitest';
import { legacySearchTarget, legacySearchToQuery } from '@/lib/catalogue/legacy-search';
import { rawSearchParams } from '@/lib/catalogue/list-query';

const target = (search: string) => legacySearchTarget(rawSearchParams(new URLSearchParams(search)));

describe('legacy search-result links', () => {
  it('sends a bare /search/result to the default list', () => {
    expect(target('')).toBe('/circle/list');
  });

  it('maps c.d1 and c.d2 to day 1 or day 2, and both or neither to every day', () => {
    expect(target('c.d1=1')).toBe('/circle/list?day=1');
    expect(target('c.d2=true')).toBe('/circle/list?day=2');
    expect(target('c.d1=1&c.d2=1')).toBe('/circle/list');
    expect(target('c.d1=0&c.d2=0')).toBe('/circle/list');
  });

  it('maps the keyword, favourites-only, genres and colours', () => {
    expect(target('c.Keyword=%E6%9D%B1%E6%96%B9')).toBe('/circle/list?keyword=%E6%9D%B1%E6%96%B9');
    expect(target('c.cfm=1')).toBe('/circle/list?favorite=1');
    expect(target('c.gls=234,332')).toBe('/circle/list?genre=234,332');
    expect(target('c.gls=234&c.gls=332')).toBe('/circle/list?genre=234,332');
    expect(target('c.clo=1,9')).toBe('/circle/list?favoriteColor=1,9');
  });

  it.each([
    ['0', 'placement'],
    ['Placement', 'placement'],
    ['1', 'newest'],
    ['UpdateDate', 'newest'],
    ['2', 'score'],
    ['score', 'score'],
  ])('maps c.SortOrderBy=%s to sort=%s', (value, sort) => {
    expect(legacySearchToQuery({ 'c.SortOrderBy': value }).sort).toBe(sort);
  });

  it('ignores values it cannot read, as the list itself does', () => {
    expect(target('c.d1=maybe&c.gls=pop&c.clo=red&c.SortOrderBy=random&c.cfm=0')).toBe('/circle/list');
  });

  it('keeps keys of the current contract and lets the legacy ones win', () => {
    expect(target('c.Keyword=new&keyword=old&pay=1&page=4')).toBe('/circle/list?keyword=new&pay=1');
  });

  it('builds one combined search', () => {
    expect(target('c.d2=1&c.Keyword=touhou&c.cfm=1&c.gls=234&c.clo=3&c.SortOrderBy=1')).toBe(
      '/circle/list?keyword=touhou&day=2&genre=234&favorite=1&favoriteColor=3&sort=newest',
    );
  });
});
