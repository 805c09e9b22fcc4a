import type { SearchIndex } from './build-index';
import { collectCandidates } from './candidates';
import { refreshChunks } from './chunks';
import { orderingFor } from './ordering';
import { planWords } from './query-words';
import { beginQuery, ensureCapacity, type Scratch } from './scratch';
import { selectTop } from './select';
import type { SearchQuery, SearchResult } from './types';
import { matchWord } from './word-pass';

const MAX_LIMIT = 1000;
// Scores are rounded to four decimals; a threshold set to exactly a shown score must keep that hit.
const EPSILON = 1e-9;

/** Turns summed word scores into 0..1 and drops those under the threshold, compacting the list. */
function applyThreshold(scratch: Scratch, count: number, words: number, threshold: number): number {
  const { list, total } = scratch;
  const floor = Math.min(Math.max(threshold, 0), 1) - EPSILON;
  let kept = 0;
  for (let i = 0; i < count; i++) {
    const slot = list[i] ?? 0;
    // Rounded here, not only for display, so that sorting and the threshold see the shown value.
    const score = words === 0 ? 1 : Math.round(((total[slot] ?? 0) / words) * 10_000) / 10_000;
    if (score < floor) continue;
    total[slot] = score;
    list[kept++] = slot;
  }
  return kept;
}

/**
 * Runs one query: filters, then the keyword (every word must match), then the threshold, then one page
 * in the requested order. Without a keyword every row scores 1 and the threshold does not apply.
 */
export function searchIndex(index: SearchIndex, query: SearchQuery): SearchResult {
  refreshChunks(index.chunks, index.entries);
  const scratch = ensureCapacity(index.scratch, index.entries.length);
  index.scratch = scratch;
  beginQuery(scratch);

  const plans = planWords(query.keyword, index.vocabulary);
  let candidates = collectCandidates(index, query, scratch, plans.length === 0);
  for (const plan of plans) candidates = matchWord(index, plan, scratch, candidates);
  const matched = candidates.everyRow ? 0 : candidates.count;
  const count = applyThreshold(scratch, matched, plans.length, plans.length === 0 ? 0 : query.threshold);

  const offset = Math.max(0, Math.floor(query.offset));
  const limit = Math.min(Math.max(0, Math.floor(query.limit)), MAX_LIMIT);
  if (offset >= count || limit === 0) return { total: count, hits: [] };
  const page = selectTop(scratch.list, count, offset + limit, orderingFor(query.sort, index, scratch)).slice(offset);
  return {
    total: count,
    hits: page.map((slot) => ({ id: index.entries[slot]?.id ?? 0, score: scratch.total[slot] ?? 0 })),
  };
}
