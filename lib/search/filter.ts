import { Flag, type Columns } from './columns';
import { wantedTable } from './placement-columns';
import type { SearchQuery } from './types';

export type CompiledFilter = {
  /** By the number the index gives each day, hall and block (see PlacementColumns): 1 = wanted. */
  days: Uint8Array | null;
  halls: Uint8Array | null;
  blocks: Uint8Array | null;
  genres: ReadonlySet<number> | null;
  cashlessOnly: boolean;
  isBooth: boolean | null;
  excludeAdult: boolean;
  hasPlacementFilter: boolean;
};

// An empty list means "no filter", as an empty multi-select does in the UI.
function setOf<T>(values: readonly T[] | undefined): ReadonlySet<T> | null {
  return values !== undefined && values.length > 0 ? new Set(values) : null;
}

export function compileFilter(query: SearchQuery, columns: Columns): CompiledFilter {
  const { placements } = columns;
  const days = wantedTable(placements.days, query.days);
  const halls = wantedTable(placements.halls, query.halls);
  const blocks = wantedTable(placements.blocks, query.blocks);
  return {
    days,
    halls,
    blocks,
    genres: setOf(query.genres),
    cashlessOnly: query.cashlessOnly === true,
    isBooth: query.isBooth ?? null,
    excludeAdult: query.excludeAdult === true,
    hasPlacementFilter: days !== null || halls !== null || blocks !== null,
  };
}

export function isUnfiltered(filter: CompiledFilter): boolean {
  return (
    !filter.hasPlacementFilter &&
    filter.genres === null &&
    !filter.cashlessOnly &&
    filter.isBooth === null &&
    !filter.excludeAdult
  );
}

/**
 * The row's sort position in venue order if it passes the filter, otherwise -1. Day, hall and block
 * must hold for the same placement, and that placement's position is the one the list sorts by: a
 * circle is listed where it stands on the filtered day.
 */
export function admit(columns: Columns, slot: number, filter: CompiledFilter): number {
  const flags = columns.flags[slot] ?? Flag.dead;
  if ((flags & Flag.dead) !== 0) return -1;
  if (filter.genres !== null && !filter.genres.has(columns.genre[slot] ?? 0)) return -1;
  if (filter.cashlessOnly && (flags & Flag.cashless) === 0) return -1;
  if (filter.isBooth !== null && (flags & Flag.booth) !== 0 !== filter.isBooth) return -1;
  if (filter.excludeAdult && (flags & Flag.adult) !== 0) return -1;
  if (!filter.hasPlacementFilter) return columns.firstOrder[slot] ?? 0;
  const { days, halls, blocks } = filter;
  const { day, hall, block, order: orders } = columns.placements;
  const start = columns.placementStart[slot] ?? 0;
  const end = start + (columns.placementCount[slot] ?? 0);
  let order = -1;
  for (let at = start; at < end; at++) {
    if (days !== null && days[day[at] ?? 0] !== 1) continue;
    if (halls !== null && halls[hall[at] ?? 0] !== 1) continue;
    if (blocks !== null && blocks[block[at] ?? 0] !== 1) continue;
    const position = orders[at] ?? 0;
    if (order < 0 || position < order) order = position;
  }
  return order;
}
