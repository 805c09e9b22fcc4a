import type { SavedFavorite } from '@/lib/offline/server/event-day-bundle';

// The URLs the event-day mode keeps on the device. They are the pages' own addresses and the GET URLs
// they fetch, so the saved copy does not depend on how those pages are built.

export type SavedUrls = {
  /** Pages stored as HTML, answered by the service worker when there is no network. */
  pages: string[];
  /** Images and data fetched by those pages. */
  resources: string[];
  /** Pages opened once in the background so that the requests their scripts make are stored too. */
  warmUp: string[];
};

export const favoritesPagePath = '/user/favorites';
export const mapPagePath = '/map';
export const circlePagePath = (circleId: number) => `/circle/${circleId}`;
export const mapDayDataPath = (day: number) => `/api/map/day/${day}`;
const planDayPath = (day: number) => `/plan?day=${day}`;
const groupPagePath = (groupId: string) => `/group/${encodeURIComponent(groupId)}`;
// The map keeps its state in the hash (`#<wcid>/day=DayN/...`); the page itself is one URL.
const mapDayView = (day: number) => `${mapPagePath}#/day=Day${day}`;

/** Favourites placed on at least one of the chosen days. */
export function favoritesOnDays<T extends Pick<SavedFavorite, 'days'>>(favorites: readonly T[], days: readonly number[]): T[] {
  return favorites.filter((favorite) => favorite.days.some((day) => days.includes(day)));
}

export function savedUrls(favorites: readonly Pick<SavedFavorite, 'circleId' | 'cutUrl' | 'days'>[], days: readonly number[], groups: readonly string[] = []): SavedUrls {
  const chosen = favoritesOnDays(favorites, days);
  const sortedDays = [...new Set(days)].sort((a, b) => a - b);
  return {
    pages: [favoritesPagePath, mapPagePath, ...sortedDays.map(planDayPath), ...groups.map(groupPagePath), ...chosen.map((favorite) => circlePagePath(favorite.circleId))],
    resources: [...sortedDays.map(mapDayDataPath), ...chosen.map((favorite) => favorite.cutUrl)],
    warmUp: [favoritesPagePath, ...sortedDays.map(mapDayView)],
  };
}
