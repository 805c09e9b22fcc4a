import { acceptSyncResult, listPending } from './device-store';
import type { SyncResult } from './schemas';
import { SYNC_MAX_CHANGES } from './sync-limits';

export type SendOutcome =
  | { status: 'idle' }
  | { status: 'sent'; sent: number; conflicts: number }
  | { status: 'signIn' }
  | { status: 'failed' };

let running: Promise<SendOutcome> | undefined;

async function send(): Promise<SendOutcome> {
  const pending = await listPending();
  if (pending.length === 0) return { status: 'idle' };
  let sent = 0;
  let conflicts = 0;
  for (let start = 0; start < pending.length; start += SYNC_MAX_CHANGES) {
    const batch = pending.slice(start, start + SYNC_MAX_CHANGES);
    let response: Response;
    try {
      response = await fetch('/api/offline/sync', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        credentials: 'same-origin',
        body: JSON.stringify({ changes: batch }),
      });
    } catch {
      return { status: 'failed' };
    }
    // Signed out (or the plan ended) while offline: the edits stay until the user can send them.
    if (response.status === 401 || response.status === 403) return { status: 'signIn' };
    if (!response.ok) return { status: 'failed' };
    const result = (await response.json()) as SyncResult;
    await acceptSyncResult(batch, result);
    sent += batch.length;
    conflicts += result.conflicts.length;
  }
  return { status: 'sent', sent, conflicts };
}

/** Sends the queued edits; calls made while a send is running share its outcome. */
export function sendPendingChanges(): Promise<SendOutcome> {
  running ??= send().finally(() => {
    running = undefined;
  });
  return running;
}
