'use client';

import type { FavoriteValue } from './favorite-types';

// Favourite edits are made by the favourites island; other client parts of the same page that draw
// favourites (the venue map) follow them through this window event instead of waiting for a reload.

const FAVORITE_CHANGE_EVENT = 'catalogue:favorite-change';

export type FavoriteChange = FavoriteValue & { circleId: number };

export function announceFavoriteChange(change: FavoriteChange): void {
  window.dispatchEvent(new CustomEvent<FavoriteChange>(FAVORITE_CHANGE_EVENT, { detail: change }));
}

/** Calls `listener` for every favourite shown changed on this page; returns the unsubscribe. */
export function onFavoriteChange(listener: (change: FavoriteChange) => void): () => void {
  const handler = (event: Event) => listener((event as CustomEvent<FavoriteChange>).detail);
  window.addEventListener(FAVORITE_CHANGE_EVENT, handler);
  return () => window.removeEventListener(FAVORITE_CHANGE_EVENT, handler);
}
