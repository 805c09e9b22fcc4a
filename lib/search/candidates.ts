import type { SearchIndex } from './build-index';
import { admit, compileFilter, isUnfiltered } from './filter';
import { nextGeneration, type Scratch } from './scratch';
import type { SearchQuery } from './types';

/** The candidate set before the keyword: either every row, or a list stamped in the scratch arrays. */
export type Candidates = { everyRow: true } | { everyRow: false; stamp: number; count: number };

/**
 * Applies the filters. Without filters every row is a candidate and nothing is listed: the keyword
 * scan then visits only matching rows, which keeps the common unfiltered search proportional to hits.
 */
export function collectCandidates(index: SearchIndex, query: SearchQuery, scratch: Scratch, listAll: boolean): Candidates {
  const filter = compileFilter(query);
  if (query.ids === undefined && isUnfiltered(filter) && !listAll) return { everyRow: true };
  const stamp = nextGeneration(scratch);
  const { alive, order, total, list } = scratch;
  let count = 0;
  const consider = (slot: number): void => {
    const entry = index.entries[slot];
    if (entry === undefined || alive[slot] === stamp) return;
    const position = admit(entry, filter);
    if (position < 0) return;
    alive[slot] = stamp;
    order[slot] = position;
    total[slot] = 0;
    list[count++] = slot;
  };
  if (query.ids !== undefined) {
    // A favourites list is small: look its ids up instead of visiting the catalogue.
    for (const id of query.ids) {
      const slot = index.slotById.get(id);
      if (slot !== undefined) consider(slot);
    }
  } else {
    for (let slot = 0; slot < index.entries.length; slot++) consider(slot);
  }
  return { everyRow: false, stamp, count };
}
