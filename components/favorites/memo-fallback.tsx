'use client';

import { useSyncExternalStore } from 'react';

const subscribe = () => () => {};

/**
 * The memo as text until the page has hydrated; then the favourites island's editor, portalled beside
 * it, takes its place. Leaving the DOM (rather than hiding) keeps one copy of the memo on the page.
 */
export function MemoFallback({ text }: { text: string }) {
  const hydrated = useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
  return hydrated ? null : <p className="fav-static whitespace-pre-line text-slate-800">{text}</p>;
}
