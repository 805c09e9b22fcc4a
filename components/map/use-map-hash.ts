'use client';

import { useCallback, useEffect, useState } from 'react';
import { emptyMapHash, formatMapHash, parseMapHash, type MapHashState } from '@/lib/map/map-hash';

const readHash = () => (typeof window === 'undefined' ? emptyMapHash : parseMapHash(window.location.hash));

/**
 * The map's state, read from the URL hash. `navigate` adds a history entry (so back and forward walk
 * the views); `replace` does not (typing). Both only change the hash: the page never reloads.
 */
export function useMapHash(): { state: MapHashState; read: boolean; navigate: (next: MapHashState) => void; replace: (next: MapHashState) => void } {
  // `read` is false until the address has been read (after hydration): what depends on the day waits for it.
  const [{ state, read }, setCurrent] = useState<{ state: MapHashState; read: boolean }>({ state: emptyMapHash, read: false });

  useEffect(() => {
    const sync = () => setCurrent({ state: readHash(), read: true });
    sync();
    window.addEventListener('hashchange', sync);
    window.addEventListener('popstate', sync);
    return () => {
      window.removeEventListener('hashchange', sync);
      window.removeEventListener('popstate', sync);
    };
  }, []);

  const write = useCallback((next: MapHashState, push: boolean) => {
    const hash = formatMapHash(next);
    if (hash === formatMapHash(readHash())) return;
    const url = `${window.location.pathname}${window.location.search}${hash}`;
    if (push) window.history.pushState(null, '', url);
    else window.history.replaceState(null, '', url);
    setCurrent({ state: parseMapHash(hash), read: true });
  }, []);

  return { state, read, navigate: useCallback((next) => write(next, true), [write]), replace: useCallback((next) => write(next, false), [write]) };
}
