'use client';

import { useEffect } from 'react';
import { preloadMemoEditor, useMemoEditorLoaded } from './lazy-memo-editor';

/**
 * The memo as text until the favourites island's editor, portalled beside it, can take its place: it
 * leaves in the same render as the editor arrives. Leaving the DOM (rather than hiding) keeps one copy
 * of the memo on the page.
 */
export function MemoFallback({ text }: { text: string }) {
  const editorLoaded = useMemoEditorLoaded();
  useEffect(preloadMemoEditor, []);
  return editorLoaded ? null : <p className="fav-static whitespace-pre-line text-slate-800">{text}</p>;
}
