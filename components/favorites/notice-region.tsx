'use client';

import { useEffect } from 'react';
import type { Notice } from './use-favorite-edits';

const SHOWN_MS = 8000;

/** Where favourite edits report back: a failure (an alert) or a done removal (a status). */
export function NoticeRegion({ notice, onDismiss, closeLabel }: { notice: Notice | null; onDismiss: () => void; closeLabel: string }) {
  useEffect(() => {
    if (!notice) return;
    const timer = setTimeout(onDismiss, SHOWN_MS);
    return () => clearTimeout(timer);
  }, [notice, onDismiss]);
  const box = (kind: Notice['kind']) =>
    notice?.kind === kind && (
      <p className={`pointer-events-auto flex items-center gap-3 rounded-lg border px-4 py-2 text-sm shadow-lg ${kind === 'error' ? 'border-secondary-300 bg-secondary-50 text-secondary-700' : 'border-slate-300 bg-white text-slate-900'}`}>
        <span>{notice.text}</span>
        <button type="button" onClick={onDismiss} className="font-semibold underline">
          {closeLabel}
        </button>
      </p>
    );
  return (
    <div className="pointer-events-none fixed inset-x-0 bottom-4 z-50 flex justify-center px-4">
      <div role="alert">{box('error')}</div>
      <div role="status">{box('status')}</div>
    </div>
  );
}
