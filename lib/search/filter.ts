import { Flag, type Columns } from './columns';
import type { IndexEntry } from './entry';
import type { SearchQuery } from './types';

export type CompiledFilter = {
  days: ReadonlySet<number> | null;
  halls: ReadonlySet<string> | null;
  blocks: ReadonlySet<string> | null;
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

export function compileFilter(query: SearchQuery): CompiledFilter {
  const days = setOf(query.days);
  const halls = setOf(query.halls);
  const blocks = setOf(query.blocks);
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
 * circle is listed where it stands on the filtered day. Only placement filters read the row object.
 */
export function admit(
  columns: Columns,
  slot: number,
  entries: readonly (IndexEntry | undefined)[],
  filter: CompiledFilter,
): number {
  const flags = columns.flags[slot] ?? Flag.dead;
  if ((flags & Flag.dead) !== 0) return -1;
  if (filter.genres !== null && !filter.genres.has(columns.genre[slot] ?? 0)) return -1;
  if (filter.cashlessOnly && (flags & Flag.cashless) === 0) return -1;
  if (filter.isBooth !== null && (flags & Flag.booth) !== 0 !== filter.isBooth) return -1;
  if (filter.excludeAdult && (flags & Flag.adult) !== 0) return -1;
  if (!filter.hasPlacementFilter) return columns.firstOrder[slot] ?? 0;
  let order = -1;
  for (const placement of entries[slot]?.placements ?? []) {
    if (filter.days !== null && !filter.days.has(placement.day)) continue;
    if (filter.halls !== null && !filter.halls.has(placement.hall)) continue;
    if (filter.blocks !== null && !filter.blocks.has(placement.block)) continue;
    if (order < 0 || placement.order < order) order = placement.order;
  }
  return order;
}
