'use client';

import { useEffect, useState } from 'react';
import { mapSearchPath } from '@/lib/map/map-search-path';

export type MapSearchHits = { total: number; circleIds: number[]; boothIds: number[] };

export type MapSearchState = { status: 'idle' } | { status: 'searching' } | { status: 'error' } | { status: 'done'; hits: MapSearchHits };

type Request = { day: number; hall?: string; category: 'circle' | 'booth'; keyword: string; genreCode?: number };

/** The catalogue search behind the map's search box; nothing is asked while the box and genre are empty. */
export function useMapSearch(request: Request): MapSearchState {
  const [result, setResult] = useState<{ path: string; state: MapSearchState } | null>(null);
  const active = request.keyword !== '' || request.genreCode !== undefined;
  const path = active ? mapSearchPath(request) : null;
  useEffect(() => {
    if (path === null) return;
    const controller = new AbortController();
    fetch(path, { signal: controller.signal, credentials: 'same-origin' })
      .then(async (response) => {
        if (!response.ok) throw new Error(`map search: ${response.status}`);
        setResult({ path, state: { status: 'done', hits: (await response.json()) as MapSearchHits } });
      })
      .catch(() => {
        if (!controller.signal.aborted) setResult({ path, state: { status: 'error' } });
      });
    return () => controller.abort();
  }, [path]);
  if (path === null) return { status: 'idle' };
  return result && result.path === path ? result.state : { status: 'searching' };
}
