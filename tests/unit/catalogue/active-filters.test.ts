import { describe, expect, it } from 'vitest';
import { activeFilterCount } from '@/lib/catalogue/active-filters';
import { emptyCircleListQuery } from '@/lib/catalogue/query-string';

describe('activeFilterCount', () => {
  it('is zero for the plain list and for a keyword alone', () => {
    expect(activeFilterCount(emptyCircleListQuery)).toBe(0);
    expect(activeFilterCount({ ...emptyCircleListQuery, keyword: 'touhou', page: 3 })).toBe(0);
  });

  it('counts each filter once, lists included', () => {
    expect(activeFilterCount({ ...emptyCircleListQuery, day: 2 })).toBe(1);
    expect(activeFilterCount({ ...emptyCircleListQuery, day: 2, favoriteColor: [1, 3, 5] })).toBe(2);
    expect(activeFilterCount({ ...emptyCircleListQuery, genre: [234, 111], area: ['E1'], block: ['E:ア'], pay: true, favorite: true })).toBe(5);
    expect(activeFilterCount({ ...emptyCircleListQuery, space: 12, favoriteMemo: 'book', rankingScoreThreshold: 0.4 })).toBe(3);
  });

  it('counts a sort only when it differs from the one the keyword implies', () => {
    expect(activeFilterCount({ ...emptyCircleListQuery, sort: 'placement' })).toBe(0);
    expect(activeFilterCount({ ...emptyCircleListQuery, sort: 'newest' })).toBe(1);
    expect(activeFilterCount({ ...emptyCircleListQuery, keyword: 'moon', sort: 'score' })).toBe(0);
    expect(activeFilterCount({ ...emptyCircleListQuery, keyword: 'moon', sort: 'placement' })).toBe(1);
  });

  it('treats the loosest match as no threshold', () => {
    expect(activeFilterCount({ ...emptyCircleListQuery, rankingScoreThreshold: 0 })).toBe(0);
  });
});
