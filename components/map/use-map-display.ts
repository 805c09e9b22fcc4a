'use client';

import { useCallback, useMemo, useSyncExternalStore } from 'react';
import { defaultMapDisplay, type MapDisplay } from '@/lib/map/map-style';

const STORAGE_KEY = 'map-display';
const CHANGE_EVENT = 'map-display-change';

function parse(text: string): MapDisplay {
  try {
    const value = JSON.parse(text || 'null') as Partial<MapDisplay> | null;
    if (!value || typeof value !== 'object') return defaultMapDisplay;
    const flag = (key: keyof MapDisplay) => (typeof value[key] === 'boolean' ? value[key] : defaultMapDisplay[key]);
    return { favorites: flag('favorites'), genres: flag('genres'), labels: flag('labels') };
  } catch {
    return defaultMapDisplay;
  }
}

function read(): string {
  try {
    return window.localStorage.getItem(STORAGE_KEY) ?? '';
  } catch {
    return '';
  }
}

function subscribe(onChange: () => void): () => void {
  window.addEventListener('storage', onChange);
  window.addEventListener(CHANGE_EVENT, onChange);
  return () => {
    window.removeEventListener('storage', onChange);
    window.removeEventListener(CHANGE_EVENT, onChange);
  };
}

/** The display settings, kept on this device (they are a matter of the screen, not of the account). */
export function useMapDisplay(): [MapDisplay, (change: Partial<MapDisplay>) => void] {
  const text = useSyncExternalStore(subscribe, read, () => '');
  const display = useMemo(() => parse(text), [text]);
  const update = useCallback((change: Partial<MapDisplay>) => {
    try {
      window.localStorage.setItem(STORAGE_KEY, JSON.stringify({ ...parse(read()), ...change }));
    } catch {
      // Private browsing may refuse storage; the setting then does not stick.
    }
    window.dispatchEvent(new Event(CHANGE_EVENT));
  }, []);
  return [display, update];
}
