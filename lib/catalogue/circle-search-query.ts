import type { SearchQuery } from '@/lib/search';
import { normalizeText } from '@/lib/text/normalize';
import { effectiveSort, type CircleListQuery } from './query-string';

// The circle list's query as the search index takes it. Plain code with no server module, so the
// device's offline search asks the shared index exactly what the server asks it.

export function intersectIdLists(sets: readonly (readonly number[])[]): number[] | undefined {
  if (sets.length === 0) return undefined;
  const [first = [], ...rest] = sets;
  return rest.reduce<number[]>((kept, list) => {
    const allowed = new Set(list);
    return kept.filter((id) => allowed.has(id));
  }, [...first]);
}

/** Whether a favourite passes the colour and memo filters; the memo compares as the catalogue search does. */
export function favoriteFilter(query: Pick<CircleListQuery, 'favoriteColor' | 'favoriteMemo'>): (favorite: { color: number; memo: string }) => boolean {
  const colors = new Set(query.favoriteColor);
  const memo = normalizeText(query.favoriteMemo);
  return (favorite) => (colors.size === 0 || colors.has(favorite.color)) && (memo === '' || normalizeText(favorite.memo).includes(memo));
}

export function circleSearchQuery(query: CircleListQuery, options: { ids: number[] | undefined; mayViewAdult: boolean; offset: number; limit: number }): SearchQuery {
  return {
    keyword: query.keyword,
    literal: query.literal,
    days: query.day !== undefined ? [query.day] : undefined,
    halls: query.area,
    blocks: query.block,
    genres: query.genre,
    cashlessOnly: query.pay,
    ids: options.ids,
    isBooth: query.isBooth,
    excludeAdult: !options.mayViewAdult,
    sort: effectiveSort(query),
    threshold: query.rankingScoreThreshold ?? 0,
    offset: options.offset,
    limit: options.limit,
  };
}
