'use client';

import { useSyncExternalStore } from 'react';

// The phone layout of the map ends where Tailwind's `md` begins.
const NARROW = '(max-width: 767.98px)';

function subscribe(changed: () => void): () => void {
  const query = window.matchMedia(NARROW);
  query.addEventListener('change', changed);
  return () => query.removeEventListener('change', changed);
}

/** Whether the map is laid out for a phone; false while rendered on the server. */
export function useNarrowScreen(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => window.matchMedia(NARROW).matches,
    () => false,
  );
}
