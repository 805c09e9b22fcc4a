'use client';

import { useEffect, useState } from 'react';
import { decodeMapDay, gunzipMapDay } from '@/lib/map/map-day-codec';
import type { MapAuthors, MapDay } from '@/lib/map/map-day';
import { MAP_DAY_PREFETCH_KEY, type MapDayPrefetch } from '@/lib/map/map-day-prefetch';
import { mapProbe } from '@/lib/map/map-probe';

export type MapDayState = { status: 'loading' } | { status: 'error' } | { status: 'ready'; data: MapDay };

// Days already fetched in this page, by URL. The URL carries the day's content hash: the browser keeps
// the answer for good, and a changed catalogue brings a new URL with the page.
const loaded = new Map<string, Promise<MapDay>>();

/** The response the page's inline script asked for (lib/map/map-day-prefetch.ts), taken once, or a new request. */
function requestDay(day: number, url: string): Promise<Response> {
  const holder = window as unknown as Record<string, MapDayPrefetch | undefined>;
  const early = holder[MAP_DAY_PREFETCH_KEY];
  if (early?.day === day) {
    holder[MAP_DAY_PREFETCH_KEY] = undefined;
    return early.response;
  }
  return fetch(url, { credentials: 'same-origin' });
}

function fetchDay(day: number, url: string): Promise<MapDay> {
  let pending = loaded.get(url);
  if (!pending) {
    pending = requestDay(day, url).then(async (response) => {
      if (!response.ok) throw new Error(`map day ${day}: ${response.status}`);
      const data = decodeMapDay(await gunzipMapDay(response));
      mapProbe()?.mark('day-parsed');
      return data;
    });
    loaded.set(url, pending);
    pending.catch(() => loaded.delete(url));
  }
  return pending;
}

/** The map of one event day, from its content-addressed URL (`/api/map/day/{n}?v=…`). */
export function useMapDay(day: number, url: string): MapDayState {
  const [result, setResult] = useState<{ url: string; state: MapDayState } | null>(null);
  useEffect(() => {
    if (url === '') return;
    let current = true;
    fetchDay(day, url).then(
      (data) => current && setResult({ url, state: { status: 'ready', data } }),
      () => current && setResult({ url, state: { status: 'error' } }),
    );
    return () => {
      current = false;
    };
  }, [day, url]);
  return result && result.url === url ? result.state : { status: 'loading' };
}

const loadedAuthors = new Map<string, Promise<MapAuthors>>();

/** The day's circles' authors and romaji, asked for once the day itself has arrived (they are only shown in the popup). */
export function useMapAuthors(url: string, dayReady: boolean): MapAuthors | null {
  const [result, setResult] = useState<{ url: string; authors: MapAuthors } | null>(null);
  useEffect(() => {
    if (!dayReady) return;
    let current = true;
    let pending = loadedAuthors.get(url);
    if (!pending) {
      pending = fetch(url, { credentials: 'same-origin' }).then((response) => {
        if (!response.ok) throw new Error(`map authors: ${response.status}`);
        return response.json() as Promise<MapAuthors>;
      });
      loadedAuthors.set(url, pending);
      pending.catch(() => loadedAuthors.delete(url));
    }
    // Without them the popup leaves the author and the romaji out.
    pending.then((authors) => current && setResult({ url, authors }), () => undefined);
    return () => {
      current = false;
    };
  }, [url, dayReady]);
  return result && result.url === url ? result.authors : null;
}
