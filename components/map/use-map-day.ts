'use client';

import { useEffect, useState } from 'react';
import type { MapDay } from '@/lib/map/map-day';
import { MAP_DAY_PREFETCH_KEY, MAP_HASH_DAY, mapDayUrl, type MapDayPrefetch } from '@/lib/map/map-day-prefetch';

export type MapDayState = { status: 'loading' } | { status: 'error' } | { status: 'ready'; data: MapDay };

// Days already fetched in this page; the browser's cache revalidates them by ETag on the next visit.
const loaded = new Map<number, Promise<MapDay>>();

/** The response the page's inline script asked for (lib/map/map-day-prefetch.ts), taken once, or a new request. */
function requestDay(day: number): Promise<Response> {
  const holder = window as unknown as Record<string, MapDayPrefetch | undefined>;
  const early = holder[MAP_DAY_PREFETCH_KEY];
  if (early?.day === day) {
    holder[MAP_DAY_PREFETCH_KEY] = undefined;
    return early.response;
  }
  return fetch(mapDayUrl(day), { credentials: 'same-origin' });
}

function fetchDay(day: number): Promise<MapDay> {
  let pending = loaded.get(day);
  if (!pending) {
    pending = requestDay(day).then(async (response) => {
      if (!response.ok) throw new Error(`map day ${day}: ${response.status}`);
      const data = (await response.json()) as MapDay;
      performance.mark('map:day-parsed');
      return data;
    });
    loaded.set(day, pending);
    pending.catch(() => loaded.delete(day));
  }
  return pending;
}

// The day the address names is asked for as soon as this module runs, before the page has hydrated.
if (typeof window !== 'undefined') {
  const named = MAP_HASH_DAY.exec(window.location.hash)?.[1];
  if (window.location.pathname === '/map' && named) fetchDay(Number(named)).catch(() => undefined);
}

/** The compact map of one event day, from `/api/map/day/{n}`. */
export function useMapDay(day: number): MapDayState {
  const [result, setResult] = useState<{ day: number; state: MapDayState } | null>(null);
  useEffect(() => {
    let current = true;
    fetchDay(day).then(
      (data) => current && setResult({ day, state: { status: 'ready', data } }),
      () => current && setResult({ day, state: { status: 'error' } }),
    );
    return () => {
      current = false;
    };
  }, [day]);
  return result && result.day === day ? result.state : { status: 'loading' };
}
