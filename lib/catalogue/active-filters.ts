import { effectiveSort, type CircleListQuery } from './query-string';

/**
 * How many filters besides the keyword narrow or order the circle list: the number on the phone's
 * filter button, which is all that shows of them while the sheet is closed. A list (genres, colours)
 * counts once, as one choice; a sort that only follows the keyword is no choice.
 */
export function activeFilterCount(query: CircleListQuery): number {
  const chosen = [
    query.day !== undefined,
    query.area.length > 0,
    query.block.length > 0,
    query.genre.length > 0,
    query.space !== undefined,
    query.pay,
    query.favorite,
    query.favoriteColor.length > 0,
    query.favoriteMemo !== '',
    query.sort !== undefined && query.sort !== effectiveSort({ keyword: query.keyword }),
    (query.rankingScoreThreshold ?? 0) > 0,
  ];
  return chosen.filter(Boolean).length;
}
