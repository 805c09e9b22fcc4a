import type { IndexEntry } from './entry';
import { appendPlacements, createPlacementColumns, type PlacementColumns } from './placement-columns';

// What filtering and sorting read for every hit, by slot, in typed arrays. A one-character query can
// hit tens of thousands of rows; reading these instead of each row object keeps the hot loops in a few
// contiguous arrays instead of one cache miss per row (three times faster at 84k rows).
export type Columns = {
  id: Float64Array;
  firstOrder: Float64Array;
  updatedAt: Float64Array;
  genre: Int32Array;
  flags: Uint8Array;
  /** Where the slot's placements start in `placements`, and how many it has. */
  placementStart: Int32Array;
  placementCount: Int32Array;
  placements: PlacementColumns;
};

/** `dead`: the slot's row was removed or replaced; postings may still name the slot. */
export const Flag = { cashless: 1, adult: 2, booth: 4, dead: 8 } as const;

export function createColumns(capacity: number, placements = createPlacementColumns(capacity)): Columns {
  return {
    id: new Float64Array(capacity),
    firstOrder: new Float64Array(capacity),
    updatedAt: new Float64Array(capacity),
    genre: new Int32Array(capacity),
    flags: new Uint8Array(capacity),
    placementStart: new Int32Array(capacity),
    placementCount: new Int32Array(capacity),
    placements,
  };
}

function grow(columns: Columns, needed: number): Columns {
  if (columns.id.length >= needed) return columns;
  const grown = createColumns(Math.max(needed, Math.ceil(columns.id.length * 1.5), 64), columns.placements);
  grown.id.set(columns.id);
  grown.firstOrder.set(columns.firstOrder);
  grown.updatedAt.set(columns.updatedAt);
  grown.genre.set(columns.genre);
  grown.flags.set(columns.flags);
  grown.placementStart.set(columns.placementStart);
  grown.placementCount.set(columns.placementCount);
  return grown;
}

/** Writes the entry's values at its slot; returns the columns, grown when needed. */
export function writeColumns(columns: Columns, entry: IndexEntry): Columns {
  const target = grow(columns, entry.slot + 1);
  const { slot } = entry;
  target.id[slot] = entry.id;
  target.firstOrder[slot] = entry.firstOrder;
  target.updatedAt[slot] = entry.updatedAt;
  target.genre[slot] = entry.genreCode;
  target.flags[slot] =
    (entry.cashless ? Flag.cashless : 0) | (entry.isAdult ? Flag.adult : 0) | (entry.isBooth ? Flag.booth : 0);
  target.placementStart[slot] = appendPlacements(target.placements, entry.placements);
  target.placementCount[slot] = entry.placements.length;
  return target;
}
