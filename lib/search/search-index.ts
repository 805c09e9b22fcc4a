import type { SearchIndex } from './build-index';
import { collectCandidates } from './candidates';
import { keywordScore, roundScore, scoreEntry } from './entry-score';
import { orderingFor } from './ordering';
import { FEW_HITS, planKeyword, type KeywordPlan, type WordPlan } from './query-words';
import { beginQuery, ensureCapacity } from './scratch';
import { selectTop } from './select';
import { matchWord } from './match-word';
import type { SearchQuery, SearchResult } from './types';

const MAX_LIMIT = 1000;

function wholeNumber(value: number, max: number): number {
  return Number.isFinite(value) ? Math.min(Math.max(0, Math.floor(value)), max) : 0;
}
// Scores are rounded to four decimals; a threshold set to exactly a shown score must keep that hit.
const EPSILON = 1e-9;

/** Turns the summed word scores of the listed rows into their 0..1 scores. */
function toScores(index: SearchIndex, keyword: KeywordPlan, count: number): void {
  const { list, total } = index.scratch;
  for (let i = 0; i < count; i++) {
    const slot = list[i] ?? 0;
    const entry = index.entries[slot];
    total[slot] = entry === undefined ? 0 : keywordScore(entry, keyword, total[slot] ?? 0);
  }
}

/** Drops the listed rows scoring under the threshold, compacting the list. */
function applyThreshold(index: SearchIndex, count: number, threshold: number): number {
  const { list, total } = index.scratch;
  const floor = Math.min(Math.max(threshold, 0), 1) - EPSILON;
  let kept = 0;
  for (let i = 0; i < count; i++) {
    const slot = list[i] ?? 0;
    if ((total[slot] ?? 0) >= floor) list[kept++] = slot;
  }
  return kept;
}

/**
 * Adds the rows the words match when typed together to the `count` rows listed, keeping the better
 * score of a row found both ways; returns the new count.
 */
function addJoined(index: SearchIndex, query: SearchQuery, joined: WordPlan, count: number, scoring: boolean): number {
  const { scratch } = index;
  const { list, total, order, alive } = scratch;
  const slots = list.slice(0, count);
  const scores = Float64Array.from(slots, (slot) => total[slot] ?? 0);
  const orders = Float64Array.from(slots, (slot) => order[slot] ?? 0);
  const found = matchWord(index, joined, collectCandidates(index, query, scratch, true), scoring);
  const stamp = found.everyRow ? 0 : found.stamp;
  let size = found.everyRow ? 0 : found.count;
  for (let i = 0; i < size; i++) {
    const slot = list[i] ?? 0;
    total[slot] = roundScore(total[slot] ?? 0);
  }
  slots.forEach((slot, i) => {
    if (alive[slot] === stamp) {
      total[slot] = Math.max(total[slot] ?? 0, scores[i] ?? 0);
      return;
    }
    alive[slot] = stamp;
    total[slot] = scores[i] ?? 0;
    order[slot] = orders[i] ?? 0;
    list[size++] = slot;
  });
  return size;
}

/**
 * Runs one query: filters, then the keyword (every word must match, or all of them typed as one),
 * then the threshold, then one page in the requested order. Without a keyword every row scores 1 and
 * the threshold does not apply.
 */
export function searchIndex(index: SearchIndex, query: SearchQuery): SearchResult {
  const scratch = ensureCapacity(index.scratch, index.entries.length);
  index.scratch = scratch;
  beginQuery(scratch);

  const keyword = planKeyword(query.keyword, index.vocabulary, query.literal === true ? null : index.fandoms);
  const hasKeyword = keyword.words.length > 0;
  // Sorted by placement or date with no threshold, the hits only need finding; the page alone is
  // scored. This keeps a one-character query that matches half the catalogue cheap.
  const threshold = Number.isFinite(query.threshold) ? query.threshold : 0;
  const scoreAll = hasKeyword && (query.sort === 'score' || threshold > 0);
  let candidates = collectCandidates(index, query, scratch, hasKeyword);
  for (const plan of keyword.words) candidates = matchWord(index, plan, candidates, scoreAll);
  let count = candidates.everyRow ? 0 : candidates.count;
  if (scoreAll) toScores(index, keyword, count);
  if (keyword.joined !== null) {
    // Tried when the words find few rows, and whatever they find when together they are romaji or
    // kana: a reading typed as several words (`kishi no neko`) finds many rows word by word and the
    // one it names only typed together. Its stem is looked up in the reading postings, so this costs
    // a visit of the rows holding its rarest pair. Dropped from the plan when not tried, so that
    // scoring the page agrees with the hits.
    if (count < FEW_HITS || keyword.joined.readings.length > 0) count = addJoined(index, query, keyword.joined, count, scoreAll);
    else keyword.joined = null;
  }
  if (scoreAll) count = applyThreshold(index, count, threshold);

  const offset = wholeNumber(query.offset, Number.MAX_SAFE_INTEGER);
  const limit = wholeNumber(query.limit, MAX_LIMIT);
  const fandom = keyword.fandom === null ? undefined : { names: keyword.fandom.names, genreCode: keyword.fandom.genreCode };
  if (offset >= count || limit === 0) return fandom === undefined ? { total: count, hits: [] } : { total: count, hits: [], fandom };
  const page = selectTop(scratch.list, count, offset + limit, orderingFor(query.sort, index, scratch)).slice(offset);
  const hits = page.map((slot) => {
      const entry = index.entries[slot];
      const score = scoreAll ? (scratch.total[slot] ?? 0) : entry === undefined ? 0 : scoreEntry(entry, keyword);
      return { id: entry?.id ?? 0, score };
    });
  return fandom === undefined ? { total: count, hits } : { total: count, hits, fandom };
}
