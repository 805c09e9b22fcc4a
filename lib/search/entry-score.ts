import type { IndexEntry } from './entry';
import { scoreExact, scoreFuzzy, scoreReading } from './match';
import type { KeywordPlan, WordPlan } from './query-words';

/** The best score of one word in one row over every way it can match; 0 when it does not. */
export function scoreWord(entry: IndexEntry, plan: WordPlan): number {
  let best = scoreExact(entry, plan.text);
  for (const reading of plan.readings) best = Math.max(best, scoreReading(entry, reading));
  const typos = plan.fuzzy.get(entry.id);
  if (typos !== undefined) best = Math.max(best, scoreFuzzy(entry, typos));
  return best;
}

/**
 * A row's score for the whole keyword from the sum of its word scores: their mean, or the phrase's own
 * score when higher ("Silver Comet" is an exact name though "comet" alone only starts a word). Rounded
 * to four decimals so that sorting, the threshold and the caller all see the same value.
 */
export function keywordScore(entry: IndexEntry, keyword: KeywordPlan, wordScoreSum: number): number {
  const words = keyword.words.length;
  if (words === 0) return 1;
  let raw = wordScoreSum / words;
  if (keyword.phrase !== '') raw = Math.max(raw, scoreExact(entry, keyword.phrase));
  return Math.round(raw * 10_000) / 10_000;
}

/** The score of a row already known to match, computed from scratch (for one page of hits). */
export function scoreEntry(entry: IndexEntry, keyword: KeywordPlan): number {
  let sum = 0;
  for (const plan of keyword.words) sum += scoreWord(entry, plan);
  return keywordScore(entry, keyword, sum);
}
