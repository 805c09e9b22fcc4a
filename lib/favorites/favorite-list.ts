import { hallKey, spaceOrder, type HallArea, type PlacedSpace } from '@/lib/catalogue/venue';
import { normalizeText } from '@/lib/text/normalize';
import type { FavoritesQuery } from './favorites-query';

export type FavoriteSpace = PlacedSpace & { date: Date };

/** One favourite with what the favourites screen shows of its circle; spaces in placement order. */
export type FavoriteEntry = {
  circleId: number;
  /** For the row's picture: the cut's address when the circle has no menu. */
  wcid: number;
  updatedAt: Date;
  name: string;
  /** The name's reading in romaji where the name is Japanese, else ''. */
  romaji: string;
  author: string;
  color: number;
  memo: string;
  pixivUserId: string | null;
  spaces: FavoriteSpace[];
  /** Withdrawn by a catalogue import: kept with its memo, shown marked, on no space. */
  withdrawn: boolean;
};

export type FavoriteGroup = {
  /** `1:E4`; circles without a space group last under `none`. */
  key: string;
  dayNumber: number | null;
  date: Date | null;
  area: HallArea | null;
  hallNumber: number | null;
  entries: FavoriteEntry[];
};

const orderOf = (space: FavoriteSpace) =>
  spaceOrder({ day: space.dayNumber, area: space.area, hallNumber: space.hallNumber, blockSortOrder: space.blockOrder, spaceNumber: space.spaceNumber, side: space.side });

export function sortSpaces(spaces: readonly FavoriteSpace[]): FavoriteSpace[] {
  return [...spaces].sort((a, b) => orderOf(a) - orderOf(b));
}

export function filterFavorites(entries: readonly FavoriteEntry[], query: FavoritesQuery): FavoriteEntry[] {
  const colors = new Set(query.color);
  const memo = normalizeText(query.memo);
  const hall = query.hall;
  return entries.filter(
    (entry) =>
      (colors.size === 0 || colors.has(entry.color)) &&
      (query.day === undefined || entry.spaces.some((space) => space.dayNumber === query.day)) &&
      (hall === undefined || entry.spaces.some((space) => hallKey(space.area, space.hallNumber) === hall)) &&
      (memo === '' || normalizeText(entry.memo).includes(memo)) &&
      (query.pixiv === undefined || entry.pixivUserId === query.pixiv),
  );
}

/**
 * Favourites by day and hall of their first space, groups and rows in placement order, as a visitor
 * walks the venue. A circle on two spaces is one row in the group of its first.
 */
export function groupByDayAndHall(entries: readonly FavoriteEntry[]): FavoriteGroup[] {
  const groups = new Map<string, FavoriteGroup & { order: number }>();
  const sorted = entries
    .map((entry) => ({ entry, first: entry.spaces[0] }))
    .sort((a, b) => (a.first ? orderOf(a.first) : Infinity) - (b.first ? orderOf(b.first) : Infinity) || a.entry.circleId - b.entry.circleId);
  for (const { entry, first } of sorted) {
    const key = first ? `${first.dayNumber}:${hallKey(first.area, first.hallNumber)}` : 'none';
    let group = groups.get(key);
    if (!group) {
      group = first
        ? { key, dayNumber: first.dayNumber, date: first.date, area: first.area, hallNumber: first.hallNumber, entries: [], order: orderOf(first) }
        : { key, dayNumber: null, date: null, area: null, hallNumber: null, entries: [], order: Infinity };
      groups.set(key, group);
    }
    group.entries.push(entry);
  }
  return [...groups.values()].sort((a, b) => a.order - b.order).map((group) => ({ key: group.key, dayNumber: group.dayNumber, date: group.date, area: group.area, hallNumber: group.hallNumber, entries: group.entries }));
}

/** Favourites per colour, counted per space: a circle on two spaces counts twice (one without a space, once). */
export function countByColor(entries: readonly FavoriteEntry[]): Map<number, number> {
  const counts = new Map<number, number>();
  for (const entry of entries) counts.set(entry.color, (counts.get(entry.color) ?? 0) + Math.max(1, entry.spaces.length));
  return counts;
}
