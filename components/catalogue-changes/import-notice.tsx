'use client';

import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { useLiveEvents } from '@/components/live/use-live-events';

// Tells a member whose favourites or plan page is open that the organiser imported the catalogue
// meanwhile, and offers to draw the page again with the changes. Where a stream cannot be held the page
// asks for the latest import's number instead, once a minute: imports come hours apart, not seconds.

const IMPORT_POLL_MS = 60_000;

export function ImportNotice({ importId, text }: { importId: number; text: { notice: string; refresh: string } }) {
  const router = useRouter();
  const [latest, setLatest] = useState(importId);
  useLiveEvents({
    path: '/api/catalogue-changes/events',
    sequence: importId,
    pollMs: IMPORT_POLL_MS,
    onChange: setLatest,
    onEnded: () => {},
    poll: async () => {
      const response = await fetch('/api/catalogue-changes/latest', { cache: 'no-store' });
      return response.ok ? ((await response.json()) as { importId: number }).importId : null;
    },
  });
  // Once the page was drawn again at the new import, the notice has said its piece.
  if (latest <= importId) return null;
  return (
    <div role="status" className="mt-3 flex flex-wrap items-center gap-3 rounded-lg border border-sky-300 bg-sky-50 p-3 text-sm text-slate-900">
      <p>{text.notice}</p>
      <button type="button" onClick={() => router.refresh()} className="min-h-11 rounded-md border border-slate-400 bg-white px-4 font-semibold">
        {text.refresh}
      </button>
    </div>
  );
}
