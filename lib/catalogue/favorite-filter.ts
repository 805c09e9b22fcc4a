import 'server-only';
import { db } from '@/lib/db';
import { favoriteFilter } from './circle-search-query';
import type { CircleListQuery } from './query-string';

/**
 * Ids of the user's favourites that pass the colour and memo filters. A favourite list holds at most a
 * few thousand rows, so reading it whole and filtering here costs less than a query per filter shape,
 * and the memo search normalises text exactly as the catalogue search does.
 */
export async function favoriteIds(userId: string, query: Pick<CircleListQuery, 'favoriteColor' | 'favoriteMemo'>): Promise<number[]> {
  const favorites = await db.favorite.findMany({ where: { userId }, select: { circleId: true, color: true, memo: true } });
  return favorites.filter(favoriteFilter(query)).map((favorite) => favorite.circleId);
}
