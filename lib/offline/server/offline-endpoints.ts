import 'server-only';
import { requirePlan } from '@/lib/auth/guards';
import { mayViewAdult } from '@/lib/auth/permissions';
import { db } from '@/lib/db';
import { AppError, parseOrThrow } from '@/lib/errors';
import { requireMediaType } from '@/lib/http/media-type';
import { appMetrics } from '@/lib/metrics';
import { readBodyText } from '@/lib/http/read-body';
import { todayInJapan } from '@/lib/time/japan-time';
import { serverCutStore } from '@/lib/cut-images/cut-store-instance';
import { getConfig } from '@/lib/config/get-config';
import type { FavoriteImages } from '@/lib/offline/saved-images';
import { loadEventDayBundle, type EventDayBundle } from './event-day-bundle';
import { loadFavoriteImages } from './favorite-images';
import { SYNC_MAX_BODY_BYTES, syncRequestSchema, type SyncResult } from '@/lib/offline/schemas';
import { syncFavoriteChanges } from './sync-favorites';

/** GET /api/offline/bundle: what the device saves for the event days. */
export async function eventDayBundle(): Promise<EventDayBundle> {
  const user = await requirePlan();
  return loadEventDayBundle(db, user.id, mayViewAdult(user, todayInJapan()));
}

/** GET /api/offline/images: the favourites' menus and covers the device saves after the days, with their sizes. */
export async function eventDayImages(): Promise<{ favorites: FavoriteImages[] }> {
  const user = await requirePlan();
  const favorites = await loadFavoriteImages(db, user.id, getConfig().eventCode, { adult: mayViewAdult(user, todayInJapan()) }, serverCutStore());
  return { favorites };
}

/**
 * POST /api/offline/sync: the edits queued on the device. JSON only: a cross-site form cannot send it
 * without the browser asking first.
 */
export async function syncOfflineChanges(request: Request): Promise<SyncResult> {
  const user = await requirePlan();
  requireMediaType(request, ['application/json']);
  let body: unknown;
  try {
    body = JSON.parse(await readBodyText(request, SYNC_MAX_BODY_BYTES));
  } catch (error) {
    if (error instanceof AppError) throw error;
    throw new AppError('invalidInput', 'Errors.field.invalid');
  }
  const { owner, changes } = parseOrThrow(syncRequestSchema, body);
  const edits = appMetrics().offlineEdits;
  if (owner !== undefined && owner !== user.id) {
    edits.inc({ outcome: 'refused_queue_of_another' }, changes.length);
    throw new AppError('conflict', 'Errors.favorites.queueOfAnother');
  }
  let result: SyncResult;
  try {
    result = await syncFavoriteChanges(db, user.id, changes);
  } catch (error) {
    edits.inc({ outcome: 'failed' }, changes.length);
    throw error;
  }
  // Counted per circle, as the sync merges several queued edits of one circle into one.
  const refused = new Set([...result.conflicts.map((conflict) => conflict.circleId), ...result.skipped]);
  const sent = new Set(changes.map((change) => change.circleId));
  edits.inc({ outcome: 'accepted' }, [...sent].filter((circleId) => !refused.has(circleId)).length);
  edits.inc({ outcome: 'refused_conflict' }, result.conflicts.length);
  edits.inc({ outcome: 'refused_not_listed' }, result.skipped.length);
  return result;
}
