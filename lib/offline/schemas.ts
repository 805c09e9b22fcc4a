import { z } from 'zod';
import { MEMO_MAX_LENGTH } from '@/lib/favorites/limits';
import { circleIdSchema, colorSchema, memoSchema } from '@/lib/favorites/schemas';
import { eventDaySchema, visitStatusSchema } from '@/lib/plan/schemas';
import type { DeviceVisit } from '@/lib/plan/sync-visit-marks';
import { MAX_EVENT_DAY } from '@/lib/plan/visit-status';
import { wholeNumber } from '@/lib/validation/bounded-number';
import { SYNC_MAX_CHANGES } from './sync-limits';

// What the device sends when it comes back online: per circle, the fields edited offline, each with the
// time of its edit on the device. Shared by the device's queue and the sync route.

/** 9999-12-31T23:59:59.999Z: later times are no dates JavaScript or PostgreSQL reads back alike. */
export const MAX_EDITED_AT = 253_402_300_799_999;

/**
 * The largest sync body: a full batch of the longest memos, each character up to three bytes of UTF-8,
 * plus room for the other fields of each change. About 7.6 MB; anything larger is refused unread.
 */
export const SYNC_MAX_BODY_BYTES = SYNC_MAX_CHANGES * (MEMO_MAX_LENGTH * 3 + 256);

const editedAtSchema = wholeNumber({ min: 0, max: MAX_EDITED_AT }, 'Errors.field.invalid');

export const favoriteChangeSchema = z
  .object({
    circleId: circleIdSchema,
    /** A colour 1-18, or null when the circle was taken off the favourites. */
    color: z.object({ value: colorSchema.nullable(), editedAt: editedAtSchema }).optional(),
    memo: z.object({ value: memoSchema, editedAt: editedAtSchema }).optional(),
    /** The event-day plan's visit marks of this circle, one per day at most. */
    visits: z
      .array(z.object({ day: eventDaySchema, value: visitStatusSchema, editedAt: editedAtSchema }))
      .max(MAX_EVENT_DAY, { error: 'Errors.field.invalid' })
      .optional(),
  })
  .refine((change) => change.color !== undefined || change.memo !== undefined || (change.visits?.length ?? 0) > 0, { error: 'Errors.field.invalid' });

export const syncRequestSchema = z.object({
  /**
   * The member whose edits these are, as the device wrote down when they were made. A device sends it
   * so that edits queued under one member never land in the account of another who signed in later.
   */
  owner: z.string({ error: 'Errors.field.invalid' }).min(1, { error: 'Errors.field.invalid' }).max(200, { error: 'Errors.field.invalid' }).optional(),
  changes: z.array(favoriteChangeSchema).min(1, { error: 'Errors.field.invalid' }).max(SYNC_MAX_CHANGES, { error: 'Errors.field.invalid' }),
});

export type FavoriteChange = z.output<typeof favoriteChangeSchema>;

/** A favourite as the device keeps it; times are milliseconds since the epoch. */
export type DeviceFavorite = { circleId: number; color: number; memo: string; colorUpdatedAt: number; memoUpdatedAt: number };

export type SyncConflict = { circleId: number; field: 'color' | 'memo' | 'visit' };

export type SyncResult = {
  /** The server's state of every circle sent, after the merge. */
  favorites: DeviceFavorite[];
  /** Circles that are no longer favourites. */
  removed: number[];
  /** Fields whose offline edit lost to a later edit made elsewhere. */
  conflicts: SyncConflict[];
  /** Circles that are not (or no longer) in the catalogue; their changes were dropped. */
  skipped: number[];
  /** The server's visit marks of every circle and day sent, after the merge. */
  visits: DeviceVisit[];
};
