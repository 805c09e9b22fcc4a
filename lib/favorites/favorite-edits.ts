import 'server-only';
import { db } from '@/lib/db';
import { favoriteStateSelect, type FavoriteState } from './favorite-state';
import { getCircleOrThrow } from './listed-circles';
import type { ColorChange, FavoriteRemoval, MemoChange } from './schemas';

// Every edit stamps the edit time of the field it changes: an offline copy merges field by field and
// the later edit of each field wins. Each statement names the user, so no input reaches another's rows.

const key = (userId: string, circleId: number) => ({ userId_circleId: { userId, circleId } });

/** Favourites the circle in a colour, or changes the colour; the memo stays. */
export async function setFavoriteColor(userId: string, { circleId, color }: ColorChange, now = new Date()): Promise<FavoriteState> {
  await getCircleOrThrow(circleId);
  return db.favorite.upsert({
    where: key(userId, circleId),
    create: { userId, circleId, color, colorUpdatedAt: now, memoUpdatedAt: now },
    update: { color, colorUpdatedAt: now },
    select: favoriteStateSelect,
  });
}

/** Takes the circle off the favourites, memo included. Removing what is not there is not an error. */
export async function removeFavorite(userId: string, { circleId }: FavoriteRemoval): Promise<{ circleId: number; removed: boolean }> {
  const { count } = await db.favorite.deleteMany({ where: { userId, circleId } });
  return { circleId, removed: count > 0 };
}

/**
 * Saves the memo as typed (no trimming: the field is still being edited). A memo on a circle that is not
 * a favourite keeps it as memo only (colour 0, as the checklist format has it); emptying the memo of
 * such a row removes the row, which then holds nothing.
 */
export async function saveFavoriteMemo(userId: string, { circleId, memo }: MemoChange, now = new Date()): Promise<FavoriteState | null> {
  await getCircleOrThrow(circleId);
  if (memo !== '') {
    return db.favorite.upsert({
      where: key(userId, circleId),
      create: { userId, circleId, color: 0, memo, colorUpdatedAt: now, memoUpdatedAt: now },
      update: { memo, memoUpdatedAt: now },
      select: favoriteStateSelect,
    });
  }
  return db.$transaction(async (tx) => {
    await tx.favorite.deleteMany({ where: { userId, circleId, color: 0 } });
    await tx.favorite.updateMany({ where: { userId, circleId }, data: { memo: '', memoUpdatedAt: now } });
    return tx.favorite.findUnique({ where: key(userId, circleId), select: favoriteStateSelect });
  });
}
