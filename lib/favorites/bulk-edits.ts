import 'server-only';
import { db } from '@/lib/db';
import type { BulkColorChange, BulkRemoval } from './schemas';

/**
 * Recolours the user's own favourites among the ids; ids that are not the user's favourites are skipped
 * (a bulk edit changes the list, it does not add to it). Memo-only rows become favourites of the colour.
 */
export async function bulkSetFavoriteColor(userId: string, { circleIds, color }: BulkColorChange, now = new Date()): Promise<{ color: number; updated: number }> {
  const { count } = await db.favorite.updateMany({ where: { userId, circleId: { in: circleIds } }, data: { color, colorUpdatedAt: now } });
  return { color, updated: count };
}

export async function bulkRemoveFavorites(userId: string, { circleIds }: BulkRemoval): Promise<{ removed: number }> {
  const { count } = await db.favorite.deleteMany({ where: { userId, circleId: { in: circleIds } } });
  return { removed: count };
}
