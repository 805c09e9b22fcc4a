'use client';

import { useEffect, useId, type ComponentProps } from 'react';
import { LazyMemoEditor, preloadMemoEditor, useMemoEditorLoaded } from './lazy-memo-editor';
import type { MemoEditor } from './memo-editor';

type Props = ComponentProps<typeof MemoEditor>;

/**
 * A memo editor that is in place from the first paint: until the editor's code has loaded (at once,
 * after the page's first scripts), the same label, field and status line, read-only, so that the
 * editor takes the stand-in's place without moving anything.
 */
export function StandingMemoEditor(props: Props) {
  const loaded = useMemoEditorLoaded();
  const id = useId();
  useEffect(preloadMemoEditor, []);
  if (loaded) return <LazyMemoEditor {...props} />;
  const { memo, labels, rows = 3, accessibleLabel } = props;
  return (
    <div className="fav-memo">
      <label htmlFor={id} className={accessibleLabel ? 'sr-only' : 'block text-sm font-medium text-slate-900'}>
        {accessibleLabel ?? labels.memo}
      </label>
      <textarea
        id={id}
        value={memo}
        rows={rows}
        readOnly
        aria-busy="true"
        placeholder={labels.memoHint}
        className="mt-1 block w-full rounded-md border border-slate-300 bg-white px-2 py-1.5 text-sm text-slate-900"
      />
      <p className="mt-1 text-xs text-slate-600" />
    </div>
  );
}
