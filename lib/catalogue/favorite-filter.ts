import 'server-only';
import { db } from '@/lib/db';
import { normalizeText } from '@/lib/text/normalize';
import type { CircleListQuery } from './query-string';

export function hasFavoriteFilter(query: Pick<CircleListQuery, 'favorite' | 'favoriteColor' | 'favoriteMemo'>): boolean {
  return query.favorite || query.favoriteColor.length > 0 || query.favoriteMemo !== '';
}

/**
 * Ids of the user's favourites that pass the colour and memo filters. A favourite list holds at most a
 * few thousand rows, so reading it whole and filtering here costs less than a query per filter shape,
 * and the memo search normalises text exactly as the catalogue search does.
 */
export async function favoriteIds(userId: string, query: Pick<CircleListQuery, 'favoriteColor' | 'favoriteMemo'>): Promise<number[]> {
  const favorites = await db.favorite.findMany({ where: { userId }, select: { circleId: true, color: true, memo: true } });
  const colors = new Set(query.favoriteColor);
  const memo = normalizeText(query.favoriteMemo);
  return favorites
    .filter((favorite) => colors.size === 0 || colors.has(favorite.color))
    .filter((favorite) => memo === '' || normalizeText(favorite.memo).includes(memo))
    .map((favorite) => favorite.circleId);
}
