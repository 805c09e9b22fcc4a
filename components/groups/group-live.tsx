'use client';

import { useRouter } from 'next/navigation';
import { useCallback, useEffect, useState } from 'react';
import { useLiveEvents } from '@/components/live/use-live-events';
import { LIVE_POLL_MS } from '@/lib/groups/group-limits';
import { dropSent, enqueue, readQueue, type QueuedMark } from './mark-queue';

// The group page's one island: it follows the group's live stream (polling its version where a stream
// cannot be held) and shows the page again when the version moved, and it handles every mark button
// the server rendered (`data-group-mark`), sending the mark at once or, without a network, queueing it
// on the device until the network returns.

/** How often marks still queued on the device are sent again. */
const RESEND_MS = 5_000;

export function GroupLive({ groupId, version, text }: { groupId: string; version: number; text: { pending: string; live: string; polling: string } }) {
  const router = useRouter();
  const [pending, setPending] = useState(0);

  const flush = useCallback(async () => {
    const queue = readQueue(groupId);
    setPending(queue.length);
    if (queue.length === 0 || !navigator.onLine) return;
    try {
      const response = await fetch(`/api/groups/${groupId}/marks`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ marks: queue }) });
      if (!response.ok && response.status >= 500) return;
      setPending(dropSent(groupId, queue).length);
      router.refresh();
    } catch {
      // Still away: the queue stays and is sent on the next "online" or retry.
    }
  }, [groupId, router]);

  const mode = useLiveEvents({
    path: `/api/groups/${groupId}/events`,
    sequence: version,
    pollMs: LIVE_POLL_MS,
    onChange: () => router.refresh(),
    // Removed, signed out or the plan ended: the server draws what the member may see now.
    onEnded: () => router.refresh(),
    poll: async () => {
      const response = await fetch(`/api/groups/${groupId}/version`, { cache: 'no-store' });
      return response.ok ? ((await response.json()) as { version: number }).version : null;
    },
  });

  useEffect(() => {
    window.addEventListener('online', flush);
    // Marks left queued by an earlier visit go out as soon as the page is up.
    const first = setTimeout(flush, 0);
    return () => {
      clearTimeout(first);
      window.removeEventListener('online', flush);
    };
  }, [flush]);

  const waiting = pending > 0;
  useEffect(() => {
    if (!waiting) return;
    const retry = setInterval(flush, RESEND_MS);
    return () => clearInterval(retry);
  }, [flush, waiting]);

  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      const button = (event.target as Element | null)?.closest<HTMLButtonElement>('button[data-group-mark]');
      if (!button) return;
      const item = button.dataset.item ?? '';
      const mark: QueuedMark = { item, status: { value: button.dataset.groupMark ?? '', editedAt: Date.now() } };
      for (const sibling of document.querySelectorAll<HTMLButtonElement>(`button[data-group-mark][data-item="${CSS.escape(item)}"]`)) sibling.setAttribute('aria-pressed', String(sibling === button));
      setPending(enqueue(groupId, mark).length);
      void flush();
    };
    document.addEventListener('click', onClick);
    return () => document.removeEventListener('click', onClick);
  }, [groupId, flush]);

  return (
    <p role="status" className="text-sm text-slate-600">
      {pending > 0 ? text.pending.replace('{count}', String(pending)) : mode === 'stream' ? text.live : text.polling}
    </p>
  );
}
