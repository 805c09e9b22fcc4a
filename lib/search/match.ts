import { findReading, type ReadingQuery } from '@/lib/text/romaji';
import { Field, fieldAt, type IndexEntry } from './entry';
import type { FuzzyWord } from './fuzzy';
import { FIELD_WEIGHTS, FUZZY_FACTOR, positionQuality, Quality, READING_FACTOR } from './scoring';

function weightOf(field: number): number {
  return FIELD_WEIGHTS[field] ?? 0;
}

/**
 * Best score of an exact substring match of `word` anywhere in the entry, 0 when there is none;
 * `firstAt` saves the first search when the caller already knows where the word first occurs.
 * Fields are laid out in weight order, so the walk stops once no later field could beat the best.
 */
export function scoreExact(entry: IndexEntry, word: string, firstAt = entry.text.indexOf(word)): number {
  const { text, starts } = entry;
  let best = 0;
  let at = firstAt;
  while (at >= 0) {
    const field = fieldAt(entry, at);
    const weight = weightOf(field);
    if (weight <= best) break;
    const quality = positionQuality(text, at, word.length);
    if (weight * quality > best) best = weight * quality;
    // Only the work titles field holds several units that could each start with the word; elsewhere
    // a later occurrence cannot beat a word-start match in the same field.
    const skipField = quality === Quality.exact || (quality >= Quality.wordStart && field !== Field.works);
    at = text.indexOf(word, skipField ? (starts[field + 1] ?? text.length) : at + 1);
  }
  return best;
}

/** Best score of a folded-reading match (romaji, long vowels), 0 when there is none. */
export function scoreReading(entry: IndexEntry, query: ReadingQuery): number {
  const { readings, authorReadingStart } = entry;
  let best = 0;
  let at = findReading(readings, query);
  while (at >= 0) {
    const field = at < authorReadingStart ? Field.nameKana : Field.authorKana;
    const length = query.stem.length + (query.openN ? 1 : 0);
    const score = weightOf(field) * positionQuality(readings, at, length) * READING_FACTOR;
    if (score > best) best = score;
    if (field === Field.authorKana) break;
    at = findReading(readings, query, at + 1);
  }
  return best;
}

const isLetter = (code: number): boolean => code >= 0x61 && code <= 0x7a;

/** Best score among the typo matches a row contains, located to find their field. */
export function scoreFuzzy(entry: IndexEntry, words: readonly FuzzyWord[]): number {
  const { text } = entry;
  let best = 0;
  for (const { word, distance } of words) {
    let at = text.indexOf(word);
    while (at >= 0) {
      // The vocabulary holds whole runs of letters; skip occurrences inside longer ones.
      if (!isLetter(text.charCodeAt(at - 1)) && !isLetter(text.charCodeAt(at + word.length))) {
        const quality = positionQuality(text, at, word.length);
        const score = weightOf(fieldAt(entry, at)) * quality * (FUZZY_FACTOR[distance] ?? 0);
        if (score > best) best = score;
        break;
      }
      at = text.indexOf(word, at + 1);
    }
  }
  return best;
}
