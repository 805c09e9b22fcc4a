import type { SearchIndex } from './build-index';
import { collectCandidates } from './candidates';
import { refreshChunks } from './chunks';
import { orderingFor } from './ordering';
import { scoreExact } from './match';
import { planKeyword, type KeywordPlan } from './query-words';
import { beginQuery, ensureCapacity } from './scratch';
import { selectTop } from './select';
import type { SearchQuery, SearchResult } from './types';
import { matchWord } from './word-pass';

const MAX_LIMIT = 1000;
// Scores are rounded to four decimals; a threshold set to exactly a shown score must keep that hit.
const EPSILON = 1e-9;

/**
 * Turns summed word scores into 0..1 and drops those under the threshold, compacting the list. A row
 * containing the words as one phrase scores at least as the phrase would: "Silver Comet" is an exact
 * name even though "comet" alone only starts a word.
 */
function applyThreshold(index: SearchIndex, keyword: KeywordPlan, count: number, threshold: number): number {
  const { list, total } = index.scratch;
  const words = keyword.words.length;
  const { phrase } = keyword;
  const floor = Math.min(Math.max(threshold, 0), 1) - EPSILON;
  let kept = 0;
  for (let i = 0; i < count; i++) {
    const slot = list[i] ?? 0;
    const entry = index.entries[slot];
    let raw = words === 0 ? 1 : (total[slot] ?? 0) / words;
    if (phrase !== '' && entry !== undefined) raw = Math.max(raw, scoreExact(entry, phrase));
    // Rounded here, not only for display, so that sorting and the threshold see the shown value.
    const score = Math.round(raw * 10_000) / 10_000;
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

  const keyword = planKeyword(query.keyword, index.vocabulary);
  const hasKeyword = keyword.words.length > 0;
  let candidates = collectCandidates(index, query, scratch, hasKeyword);
  for (const plan of keyword.words) candidates = matchWord(index, plan, scratch, candidates);
  const matched = candidates.everyRow ? 0 : candidates.count;
  const count = applyThreshold(index, keyword, matched, hasKeyword ? query.threshold : 0);

  const offset = Math.max(0, Math.floor(query.offset));
  const limit = Math.min(Math.max(0, Math.floor(query.limit)), MAX_LIMIT);
  if (offset >= count || limit === 0) return { total: count, hits: [] };
  const page = selectTop(scratch.list, count, offset + limit, orderingFor(query.sort, index, scratch)).slice(offset);
  return {
    total: count,
    hits: page.map((slot) => ({ id: index.entries[slot]?.id ?? 0, score: scratch.total[slot] ?? 0 })),
  };
}
