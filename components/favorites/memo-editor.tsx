'use client';

import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { useErrorMessage } from '@/components/forms/use-error-message';
import { saveFavoriteMemoAction } from '@/lib/favorites/actions/save-favorite-memo';
import { MEMO_MAX_LENGTH } from '@/lib/favorites/limits';
import { callAction } from './call-action';
import { recordEditOnDevice } from './device-queue';
import type { FavoriteControlLabels } from './favorite-types';
import { clearDraft, resumeDraft, writeDraft } from './memo-drafts';

type Status = 'idle' | 'saving' | 'saved' | 'queued' | 'failed';

// Long enough not to save every keystroke, short enough that a closed tab rarely finds anything unsaved.
const SETTLE_MS = 700;

type MemoEditorProps = {
  circleId: number;
  memo: string;
  labels: Pick<FavoriteControlLabels, 'memo' | 'memoHint' | 'saving' | 'saved' | 'saveFailed' | 'retry' | 'queuedOffline'>;
  onSaved: (circleId: number, state: { color: number; memo: string } | null) => void;
  rows?: number;
  /** The field's name when the page already says what it belongs to only visually (a table row). */
  accessibleLabel?: string;
};

/**
 * Offline, the text joins the device's queue of edits (lib/offline), which is sent with its edit time
 * when the network returns; the member is told it is kept, not that it failed.
 */
async function queuedOnDevice(messageKey: string, circleId: number, memo: string): Promise<boolean> {
  if (messageKey !== 'Errors.favorites.unreachable' || navigator.onLine) return false;
  try {
    await recordEditOnDevice(circleId, { memo });
    return true;
  } catch {
    return false;
  }
}

/**
 * A memo that saves itself: after a pause in typing, on leaving the field and when the page is hidden
 * or closed. One save is in flight at a time and the newest text always follows it, so saves never
 * overtake each other. Until the server confirms, the text is also kept in the browser.
 */
export function MemoEditor({ circleId, memo, labels, onSaved, rows = 3, accessibleLabel }: MemoEditorProps) {
  const id = useId();
  const errorMessage = useErrorMessage();
  const [value, setValue] = useState(memo);
  const [status, setStatus] = useState<Status>('idle');
  const [error, setError] = useState('');
  const saved = useRef(memo);
  const current = useRef(memo);
  const inFlight = useRef(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  const save = useCallback(async () => {
    clearTimeout(timer.current);
    if (inFlight.current) return;
    inFlight.current = true;
    try {
      // The newest text follows each save until the server holds what the field shows.
      while (current.current !== saved.current) {
        setStatus('saving');
        const text = current.current;
        const result = await callAction(() => saveFavoriteMemoAction({ circleId, memo: text }));
        if (!result.ok && (await queuedOnDevice(result.error.messageKey, circleId, text))) {
          // The queue holds it now: the editor stops retrying, and the draft is no longer needed.
          saved.current = text;
          setStatus('queued');
          // The page shows the kept text as the server will hold it (a memo alone makes a memo-only favourite).
          if (text !== '') onSaved(circleId, { color: 0, memo: text });
          continue;
        }
        if (!result.ok) {
          setStatus('failed');
          setError(errorMessage(result.error.messageKey));
          return;
        }
        saved.current = text;
        onSaved(circleId, result.data && { color: result.data.color, memo: result.data.memo });
      }
      clearDraft(circleId);
      setStatus((status) => (status === 'idle' || status === 'queued' ? status : 'saved'));
    } finally {
      inFlight.current = false;
    }
  }, [circleId, errorMessage, onSaved]);

  const change = (text: string) => {
    setValue(text);
    current.current = text;
    writeDraft(circleId, { base: saved.current, memo: text });
    setStatus('saving');
    clearTimeout(timer.current);
    timer.current = setTimeout(() => void save(), SETTLE_MS);
  };

  // A memo the page learns from the server (sent from the device's queue, or written elsewhere) replaces
  // the shown one while nothing typed here waits and the member is not in the field.
  const field = useRef<HTMLTextAreaElement>(null);
  useEffect(() => {
    if (memo === saved.current || current.current !== saved.current || inFlight.current || document.activeElement === field.current) return;
    saved.current = memo;
    current.current = memo;
    setValue(memo);
    setStatus('idle');
  }, [memo]);

  // The listeners live as long as the editor; they call whatever `save` is current.
  const saveRef = useRef(save);
  useEffect(() => {
    saveRef.current = save;
  }, [save]);

  useEffect(() => {
    const resumed = resumeDraft(circleId, saved.current);
    if (resumed !== null) {
      // The draft outlived a closed page: show it and save it now.
      current.current = resumed;
      setValue(resumed);
      void saveRef.current();
    }
    const flush = () => void saveRef.current();
    const onHidden = () => document.visibilityState === 'hidden' && flush();
    window.addEventListener('pagehide', flush);
    window.addEventListener('online', flush);
    document.addEventListener('visibilitychange', onHidden);
    return () => {
      window.removeEventListener('pagehide', flush);
      window.removeEventListener('online', flush);
      document.removeEventListener('visibilitychange', onHidden);
      flush();
    };
  }, [circleId]);

  const statusText = { idle: '', saving: labels.saving, saved: labels.saved, queued: labels.queuedOffline, failed: `${labels.saveFailed} ${error}` }[status];
  return (
    <div className="fav-memo">
      <label htmlFor={id} className={accessibleLabel ? 'sr-only' : 'block text-sm font-medium text-slate-900'}>
        {accessibleLabel ?? labels.memo}
      </label>
      <textarea
        ref={field}
        id={id}
        value={value}
        rows={rows}
        maxLength={MEMO_MAX_LENGTH}
        aria-describedby={`${id}-status`}
        onChange={(event) => change(event.target.value)}
        onBlur={() => void save()}
        placeholder={labels.memoHint}
        className="mt-1 block w-full rounded-md border border-slate-300 bg-white px-2 py-1.5 text-sm text-slate-900"
      />
      <p id={`${id}-status`} role="status" className={status === 'failed' ? 'mt-1 text-xs text-secondary-700' : 'mt-1 text-xs text-slate-600'}>
        {statusText}
        {status === 'failed' && (
          <button type="button" onClick={() => void save()} className="ml-2 font-semibold underline">
            {labels.retry}
          </button>
        )}
      </p>
    </div>
  );
}
