import type { IndexEntry } from './entry';
import { scoreFandom } from './fandom-match';
import { scoreExact, scoreFuzzy, scoreReading } from './match';
import { scoreReadingTypo } from './reading-typos';
import type { KeywordPlan, WordPlan } from './query-words';
import { CORRECTED_PHRASE_FACTOR } from './scoring';

/** The best score of one word in one row over every way it can match; 0 when it does not. */
export function scoreWord(entry: IndexEntry, plan: WordPlan): number {
  if (plan.fandom !== null) return scoreFandom(entry, plan.fandom);
  let best = scoreExact(entry, plan.text);
  for (const reading of plan.readings) best = Math.max(best, scoreReading(entry, reading));
  if (plan.spaceless !== null) best = Math.max(best, scoreReading(entry, plan.spaceless));
  const typos = plan.fuzzy.get(entry.id);
  if (typos !== undefined) best = Math.max(best, scoreFuzzy(entry, typos));
  if (plan.romaji !== null) best = Math.max(best, scoreReadingTypo(entry, plan.romaji));
  return best;
}

const isWordCode = (code: number): boolean => (code >= 0x61 && code <= 0x7a) || (code >= 0x30 && code <= 0x39);

function hasWholeWord(text: string, word: string): boolean {
  for (let at = text.indexOf(word); at >= 0; at = text.indexOf(word, at + 1)) {
    if (!isWordCode(text.charCodeAt(at - 1)) && !isWordCode(text.charCodeAt(at + word.length))) return true;
  }
  return false;
}

/** Rounded to four decimals so that sorting, the threshold and the caller all see the same value. */
export const roundScore = (score: number): number => Math.round(score * 10_000) / 10_000;

/** The phrase with each mistyped word replaced by the row's word it was taken for; 0 with no typo. */
function correctedPhraseScore(entry: IndexEntry, keyword: KeywordPlan): number {
  let corrected = false;
  const words = keyword.typedOrder.map((plan) => {
    const typos = plan.fuzzy.get(entry.id);
    // A word typed whole in the row is meant as typed; found only inside a longer word ("dreamin" in
    // "dreaming"), it is corrected like any other slip.
    if (typos === undefined || hasWholeWord(entry.text, plan.text)) return plan.text;
    corrected = true;
    return typos.reduce((best, typo) => (typo.distance < best.distance ? typo : best)).word;
  });
  return corrected ? scoreExact(entry, words.join(' ')) * CORRECTED_PHRASE_FACTOR : 0;
}

/**
 * A row's score for the whole keyword when it matches every word, from the sum of its word scores:
 * their mean, or the phrase's own score when higher ("Silver Comet" is an exact name though "comet"
 * alone only starts a word), also with its typos corrected.
 */
export function keywordScore(entry: IndexEntry, keyword: KeywordPlan, wordScoreSum: number): number {
  const words = keyword.words.length;
  if (words === 0) return 1;
  let raw = wordScoreSum / words;
  if (keyword.phrase !== '') raw = Math.max(raw, scoreExact(entry, keyword.phrase), correctedPhraseScore(entry, keyword));
  return roundScore(raw);
}

/** The score of a row already known to match, computed from scratch (for one page of hits). */
export function scoreEntry(entry: IndexEntry, keyword: KeywordPlan): number {
  let sum = 0;
  let everyWord = true;
  for (const plan of keyword.words) {
    const score = scoreWord(entry, plan);
    everyWord &&= score > 0;
    sum += score;
  }
  const joined = keyword.joined === null ? 0 : roundScore(scoreWord(entry, keyword.joined));
  return Math.max(everyWord ? keywordScore(entry, keyword, sum) : 0, joined);
}
