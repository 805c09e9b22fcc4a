import { findReading, type ReadingQuery } from '@/lib/text/romaji';
import { COMPACT, Field, FIELD_SEPARATOR, fieldAt, fieldText, READING_SEGMENT_KINDS, type IndexEntry } from './entry';
import { boundedDistance, type FuzzyWord } from './fuzzy';
import { exactScore, looseScore, Method, positionQuality, Quality } from './scoring';

/** The best score an exact match in each field can reach: fields are laid out in this order. */
const FIELD_BEST: readonly number[] = Object.values(Field).map((field) => exactScore(field, Quality.exact));

/**
 * Best score of an exact substring match of `word` anywhere in the entry, 0 when there is none;
 * `firstAt` saves the first search when the caller already knows where the word first occurs.
 * Fields are laid out in score order, so the walk stops once no later field could beat the best.
 */
export function scoreExact(entry: IndexEntry, word: string, firstAt = entry.text.indexOf(word)): number {
  const { text, starts } = entry;
  let best = 0;
  let at = firstAt;
  while (at >= 0) {
    const field = fieldAt(entry, at);
    if ((FIELD_BEST[field] ?? 0) <= best) break;
    const quality = positionQuality(text, at, word.length);
    const score = exactScore(field, quality);
    if (score > best) best = score;
    // Only the work title fields hold several units that could each start with the word; elsewhere a
    // later occurrence cannot beat a word-start match in the same field.
    const severalUnits = field === Field.works || field === Field.worksKana;
    const skipField = quality === Quality.exact || (quality >= Quality.wordStart && !severalUnits);
    at = text.indexOf(word, skipField ? (starts[field + 1] ?? text.length) : at + 1);
  }
  return best;
}

const WHOLE_READING = exactScore(Field.worksKana, Quality.exact);

// Readings that fold alike (屋上の音 おくじょうのおと and 屋上の塔 おくじょうのとう both fold to おくじよのと)
// are told apart by how far the query, as typed, is from each: a step per edit, at most MAX_GAP.
const SPELLING_STEP = 0.002;
const MAX_GAP = 4;

function spellingGap(entry: IndexEntry, field: number, kana: string): number {
  return boundedDistance(kana, fieldText(entry.text, entry.starts, field), MAX_GAP - 1);
}

/**
 * Best score of a match in the reading segments (romaji or folded kana against readings, or a word
 * against a field's text without its spaces), 0 when there is none. A row with a whole field that is
 * the query's kana unfolded scores as that exact match. `firstAt` saves the first search when the
 * caller already knows where the query first matches.
 */
export function scoreReading(entry: IndexEntry, query: ReadingQuery, firstAt = findReading(entry.readings, query)): number {
  const { readings } = entry;
  const length = query.stem.length + (query.openN ? 1 : 0);
  let best = 0;
  let whole = false;
  // The segment holding each match, found by walking the segment breaks once for all the matches.
  let segment = 0;
  let segmentEnd = readings.indexOf(FIELD_SEPARATOR);
  for (let at = firstAt; at >= 0; at = findReading(readings, query, at + 1)) {
    while (segmentEnd >= 0 && segmentEnd < at) {
      segment++;
      segmentEnd = readings.indexOf(FIELD_SEPARATOR, segmentEnd + 1);
    }
    const kind = READING_SEGMENT_KINDS[segment] ?? Field.description;
    const quality = positionQuality(readings, at, length);
    whole ||= quality === Quality.exact && kind < COMPACT;
    let score = kind >= COMPACT ? looseScore(Method.compact, kind - COMPACT, quality) : looseScore(Method.reading, kind, quality);
    if (quality === Quality.exact && query.kana !== '' && (kind === Field.nameKana || kind === Field.authorKana)) {
      score -= spellingGap(entry, kind, query.kana) * SPELLING_STEP;
    }
    if (score > best) best = score;
  }
  // Checked only where a whole reading matched: a field equal to the kana folds to a whole segment.
  if (whole && query.kana !== '') {
    // Only a whole reading typed in full counts as exact; a part of one stays a reading match, below
    // every exact part of a text (a romaji syllable or two occurs in a great many readings).
    const exact = scoreExact(entry, query.kana);
    if (exact >= WHOLE_READING) best = Math.max(best, exact);
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
        const method = distance === 1 ? Method.typo1 : Method.typo2;
        const score = looseScore(method, fieldAt(entry, at), positionQuality(text, at, word.length));
        if (score > best) best = score;
        break;
      }
      at = text.indexOf(word, at + 1);
    }
  }
  return best;
}
