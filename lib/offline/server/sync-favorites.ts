import 'server-only';
import { listedInCurrentEvent } from '@/lib/catalogue/listed-in-event';
import type { PrismaClient } from '@/lib/db/client';
import { syncVisitChanges } from '@/lib/plan/sync-visit-marks';
import { mergeFavoriteChange } from './merge-favorite-change';
import type { DeviceFavorite, FavoriteChange, SyncConflict, SyncResult } from '@/lib/offline/schemas';

// Applies the edits a device queued offline to the user's own favourites. Every statement names the
// user, so nothing sent reaches another user's rows.

const later = <T extends { editedAt: number }>(a: T | undefined, b: T | undefined): T | undefined => (!a ? b : !b ? a : b.editedAt >= a.editedAt ? b : a);

/** One change per circle: several queued edits of one field collapse to the latest. */
export function collapseChanges(changes: readonly FavoriteChange[]): FavoriteChange[] {
  const byCircle = new Map<number, FavoriteChange>();
  for (const change of changes) {
    const seen = byCircle.get(change.circleId);
    const color = later(seen?.color, change.color);
    const memo = later(seen?.memo, change.memo);
    byCircle.set(change.circleId, { circleId: change.circleId, ...(color && { color }), ...(memo && { memo }) });
  }
  return [...byCircle.values()];
}

const toDevice = (circleId: number, row: { color: number; memo: string; colorUpdatedAt: Date; memoUpdatedAt: Date }): DeviceFavorite => ({
  circleId,
  color: row.color,
  memo: row.memo,
  colorUpdatedAt: row.colorUpdatedAt.getTime(),
  memoUpdatedAt: row.memoUpdatedAt.getTime(),
});

export async function syncFavoriteChanges(client: PrismaClient, userId: string, changes: readonly FavoriteChange[], now = new Date()): Promise<SyncResult> {
  const favorites = await syncFavoriteFields(client, userId, changes, now);
  const visits = await syncVisitChanges(client, userId, changes, now);
  return {
    ...favorites,
    conflicts: [...favorites.conflicts, ...visits.conflicts.map(({ circleId }): SyncConflict => ({ circleId, field: 'visit' }))],
    // A mark for a day the circle has no space on is dropped; the favourite itself stays as it is.
    visits: visits.visits,
  };
}

async function syncFavoriteFields(client: PrismaClient, userId: string, changes: readonly FavoriteChange[], now: Date): Promise<Omit<SyncResult, 'visits'>> {
  // A change that carries only visit marks leaves the favourite as it is.
  const collapsed = collapseChanges(changes).filter((change) => change.color || change.memo);
  const ids = collapsed.map((change) => change.circleId);
  // Only circles the catalogue lists, as for every other favourite edit.
  const listed = await client.circle.findMany({
    where: { id: { in: ids }, ...listedInCurrentEvent() },
    select: { id: true },
  });
  const listedIds = new Set(listed.map((circle) => circle.id));
  const result: Omit<SyncResult, 'visits'> = { favorites: [], removed: [], conflicts: [], skipped: ids.filter((id) => !listedIds.has(id)) };
  const applicable = collapsed.filter((change) => listedIds.has(change.circleId));

  await client.$transaction(async (tx) => {
    // Locks the user's rows of these circles, so two devices syncing at once merge one after the other.
    const stored = await tx.$queryRaw<{ circleId: number; color: number; memo: string; colorUpdatedAt: Date; memoUpdatedAt: Date }[]>`
      SELECT "circleId", "color", "memo", "colorUpdatedAt", "memoUpdatedAt" FROM "Favorite"
      WHERE "userId" = ${userId} AND "circleId" = ANY(${applicable.map((change) => change.circleId)}::int[])
      FOR UPDATE`;
    const byCircle = new Map(stored.map((row) => [row.circleId, row]));
    for (const change of applicable) {
      const current = byCircle.get(change.circleId) ?? null;
      const { next, changed, conflicts } = mergeFavoriteChange(current, change, now);
      result.conflicts.push(...conflicts.map((field): SyncConflict => ({ circleId: change.circleId, field })));
      const key = { userId_circleId: { userId, circleId: change.circleId } };
      if (next === null) {
        if (changed) await tx.favorite.deleteMany({ where: { userId, circleId: change.circleId } });
        result.removed.push(change.circleId);
        continue;
      }
      if (changed) await tx.favorite.upsert({ where: key, create: { userId, circleId: change.circleId, ...next }, update: next });
      result.favorites.push(toDevice(change.circleId, next));
    }
  });
  return result;
}
