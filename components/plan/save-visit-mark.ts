'use client';

import { callAction } from '@/components/favorites/call-action';
import type { ErrorMessageKey } from '@/lib/errors';
import { recordVisitEdit } from '@/lib/offline/device/device-store';
import { pageViewer } from '@/lib/offline/device/page-viewer';
import { setVisitMarkAction } from '@/lib/plan/actions/set-visit-mark';
import type { VisitStatus } from '@/lib/plan/visit-status';

export type VisitSaveOutcome = { kind: 'saved' } | { kind: 'queued' } | { kind: 'failed'; messageKey: ErrorMessageKey };

/**
 * Saves a visit mark; when the device is offline and the action cannot be reached, the mark joins the
 * device's queue of edits (lib/offline) and is sent with its edit time when the network returns.
 */
export async function saveVisitMark(circleId: number, day: number, status: VisitStatus): Promise<VisitSaveOutcome> {
  const result = await callAction(() => setVisitMarkAction({ circleId, day, status }));
  if (result.ok) return { kind: 'saved' };
  if (result.error.messageKey === 'Errors.favorites.unreachable' && !navigator.onLine) {
    try {
      await recordVisitEdit(circleId, day, status, pageViewer());
      return { kind: 'queued' };
    } catch {
      // The device could not keep it either: a failure like any other.
    }
  }
  return { kind: 'failed', messageKey: result.error.messageKey };
}
