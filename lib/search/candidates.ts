import type { SearchIndex } from './build-index';
import { admit, compileFilter, isUnfiltered, type CompiledFilter } from './filter';
import { nextGeneration, type Scratch } from './scratch';
import type { SearchQuery } from './types';

/**
 * The candidate set before a keyword word is matched: either every row that passes `filter` (not yet
 * listed), or a list of slots in `scratch.list` stamped in `scratch.alive`.
 */
export type Candidates =
  | { everyRow: true; filter: CompiledFilter | null }
  | { everyRow: false; stamp: number; count: number };

/**
 * Starts a query. With a keyword and no id list the filters are left to the first keyword pass, which
 * applies them only to rows containing the word: filtering all rows first would cost a visit to every
 * row on every query. Without a keyword, or with an id list, the passing rows are listed here.
 */
export function collectCandidates(
  index: SearchIndex,
  query: SearchQuery,
  scratch: Scratch,
  hasKeyword: boolean,
): Candidates {
  const filter = compileFilter(query, index.columns);
  if (query.ids === undefined && hasKeyword) return { everyRow: true, filter: isUnfiltered(filter) ? null : filter };
  const stamp = nextGeneration(scratch);
  const { alive, order, total, list } = scratch;
  const { entries, columns } = index;
  let count = 0;
  const take = (slot: number) => {
    const position = admit(columns, slot, filter);
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
      if (slot !== undefined && alive[slot] !== stamp) take(slot);
    }
  } else {
    for (let slot = 0; slot < entries.length; slot++) take(slot);
  }
  return { everyRow: false, stamp, count };
}
