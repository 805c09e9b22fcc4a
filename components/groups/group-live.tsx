'use client';

import { useRouter } from 'next/navigation';
import { useCallback, useEffect, useRef, useState } from 'react';
import { LIVE_POLL_MS } from '@/lib/groups/group-limits';
import { dropSent, enqueue, readQueue, type QueuedMark } from './mark-queue';

// The group page's one island: it polls the group's version and shows the page again when it moved,
// and it handles every mark button the server rendered (`data-group-mark`), sending the mark at once
// or, without a network, queueing it on the device until the network returns.

export function GroupLive({ groupId, version, text }: { groupId: string; version: number; text: { pending: string; live: string } }) {
  const router = useRouter();
  const known = useRef(version);
  const [pending, setPending] = useState(0);
  useEffect(() => {
    known.current = Math.max(known.current, version);
  }, [version]);

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
      // Still away: the queue stays and is sent on the next "online" or poll.
    }
  }, [groupId, router]);

  useEffect(() => {
    const poll = async () => {
      if (document.hidden || !navigator.onLine) return;
      if (readQueue(groupId).length > 0) await flush();
      try {
        const response = await fetch(`/api/groups/${groupId}/version`, { cache: 'no-store' });
        if (!response.ok) return;
        const { version: latest } = (await response.json()) as { version: number };
        if (latest > known.current) {
          known.current = latest;
          router.refresh();
        }
      } catch {
        // offline: the next poll tries again
      }
    };
    const timer = setInterval(poll, LIVE_POLL_MS);
    window.addEventListener('online', flush);
    // Marks left queued by an earlier visit go out as soon as the page is up.
    const first = setTimeout(flush, 0);
    return () => {
      clearInterval(timer);
      clearTimeout(first);
      window.removeEventListener('online', flush);
    };
  }, [groupId, flush, router]);

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
      {pending > 0 ? text.pending.replace('{count}', String(pending)) : text.live}
    </p>
  );
}
