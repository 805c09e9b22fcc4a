import { acceptSyncResult, listPending, readQueueOwner } from './device-store';
import { announceEditsSent } from './edits-sent';
import type { SyncResult } from '@/lib/offline/schemas';
import { SYNC_MAX_CHANGES } from '@/lib/offline/sync-limits';

export type SendOutcome =
  | { status: 'idle' }
  | { status: 'sent'; sent: number; conflicts: number }
  | { status: 'signIn' }
  | { status: 'failed' };

let running: Promise<SendOutcome> | undefined;

async function send(viewer: string | null): Promise<SendOutcome> {
  const [pending, owner] = await Promise.all([listPending(), readQueueOwner()]);
  if (pending.length === 0) return { status: 'idle' };
  // Signed out: the edits wait for their member. Another member signed in: they are not this session's
  // to send (the offline work drops them, components/pwa/offline-work.tsx).
  if (viewer === null) return { status: 'signIn' };
  if (owner !== viewer) return { status: 'idle' };
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
        body: JSON.stringify({ owner, changes: batch }),
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
  announceEditsSent();
  return { status: 'sent', sent, conflicts };
}

/**
 * Sends the queued edits when they are the signed-in member's (`viewer`, null when signed out); calls
 * made while a send is running share its outcome.
 */
export function sendPendingChanges(viewer: string | null): Promise<SendOutcome> {
  running ??= send(viewer).finally(() => {
    running = undefined;
  });
  return running;
}
