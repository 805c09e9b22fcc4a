import 'server-only';
import { requirePlan } from '@/lib/auth/guards';
import { mayViewAdult } from '@/lib/auth/permissions';
import { db } from '@/lib/db';
import { AppError, parseOrThrow } from '@/lib/errors';
import { requireMediaType } from '@/lib/http/media-type';
import { readBodyText } from '@/lib/http/read-body';
import { todayInJapan } from '@/lib/time/japan-time';
import { loadEventDayBundle, type EventDayBundle } from './event-day-bundle';
import { SYNC_MAX_BODY_BYTES, syncRequestSchema, type SyncResult } from './schemas';
import { syncFavoriteChanges } from './sync-favorites';

/** GET /api/offline/bundle: what the device saves for the event days. */
export async function eventDayBundle(): Promise<EventDayBundle> {
  const user = await requirePlan();
  return loadEventDayBundle(db, user.id, mayViewAdult(user, todayInJapan()));
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
  if (owner !== undefined && owner !== user.id) throw new AppError('conflict', 'Errors.favorites.queueOfAnother');
  return syncFavoriteChanges(db, user.id, changes);
}
