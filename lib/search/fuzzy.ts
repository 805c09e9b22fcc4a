// Typo tolerance for Latin words only: kana and Han text is short and exact substrings already cover
// it, while English names are where visitors mistype. The vocabulary holds each distinct Latin word of
// names, authors and work titles once, bucketed by length, so a query word is compared with a few
// thousand words of nearby length instead of every row.

export type LatinVocabulary = {
  /** word → ids of the rows containing it (arrays, not sets: tens of thousands of them at scale) */
  postings: Map<string, number[]>;
  /** length → word → the set of its letters as a bit mask */
  byLength: Map<number, Map<string, number>>;
};

export type FuzzyWord = { word: string; distance: number };

const MAX_WORD = 48;

export function createVocabulary(): LatinVocabulary {
  return { postings: new Map(), byLength: new Map() };
}

export function addWords(vocabulary: LatinVocabulary, id: number, words: readonly string[]): void {
  for (const word of words) {
    let ids = vocabulary.postings.get(word);
    if (ids === undefined) {
      ids = [];
      vocabulary.postings.set(word, ids);
      let bucket = vocabulary.byLength.get(word.length);
      if (bucket === undefined) {
        bucket = new Map();
        vocabulary.byLength.set(word.length, bucket);
      }
      bucket.set(word, letterMask(word));
    }
    // A row's words are distinct and a row is removed before it is added again: no duplicates.
    ids.push(id);
  }
}

export function removeWords(vocabulary: LatinVocabulary, id: number, words: readonly string[]): void {
  for (const word of words) {
    const ids = vocabulary.postings.get(word);
    if (ids === undefined) continue;
    const at = ids.indexOf(id);
    if (at >= 0) ids.splice(at, 1);
    if (ids.length === 0) {
      vocabulary.postings.delete(word);
      vocabulary.byLength.get(word.length)?.delete(word);
    }
  }
}

function letterMask(word: string): number {
  let mask = 0;
  for (let i = 0; i < word.length; i++) mask |= 1 << (word.charCodeAt(i) - 0x61);
  return mask;
}

function bitCount(value: number): number {
  let v = value - ((value >>> 1) & 0x55555555);
  v = (v & 0x33333333) + ((v >>> 2) & 0x33333333);
  return (((v + (v >>> 4)) & 0x0f0f0f0f) * 0x01010101) >>> 24;
}

/**
 * Edits allowed for a query word: one up to eight letters, two from nine. A word of four letters that
 * the catalogue has as it is typed (book, moon) is taken as meant: within one edit of it lie many other
 * words, and a correctly typed word would bring them all in at the bottom of the list. A word of three
 * letters, one of several typed, may lack one letter of a four-letter word ("frozn eco" for Frozen Echo);
 * alone it would match too much by chance.
 */
function maxEdits(vocabulary: LatinVocabulary, word: string, inPhrase: boolean): number {
  if (word.length >= 9) return 2;
  if (word.length >= 5) return 1;
  if (word.length === 4) return vocabulary.postings.has(word) ? 0 : 1;
  return word.length === 3 && inPhrase ? 1 : 0;
}

const rows = [new Int32Array(MAX_WORD + 2), new Int32Array(MAX_WORD + 2), new Int32Array(MAX_WORD + 2)];

/**
 * Optimal-string-alignment distance (Damerau-Levenshtein with adjacent transpositions), or `limit + 1`
 * as soon as every cell of a row exceeds `limit`.
 */
export function boundedDistance(a: string, b: string, limit: number): number {
  if (Math.abs(a.length - b.length) > limit) return limit + 1;
  if (a.length > MAX_WORD || b.length > MAX_WORD) return a === b ? 0 : limit + 1;
  let twoBack = rows[0] as Int32Array;
  let previous = rows[1] as Int32Array;
  let current = rows[2] as Int32Array;
  for (let j = 0; j <= b.length; j++) previous[j] = j;
  for (let i = 1; i <= a.length; i++) {
    current[0] = i;
    let rowMin = i;
    const ca = a.charCodeAt(i - 1);
    for (let j = 1; j <= b.length; j++) {
      const cb = b.charCodeAt(j - 1);
      const cost = ca === cb ? 0 : 1;
      let value = Math.min((previous[j] ?? 0) + 1, (current[j - 1] ?? 0) + 1, (previous[j - 1] ?? 0) + cost);
      if (i > 1 && j > 1 && ca === b.charCodeAt(j - 2) && a.charCodeAt(i - 2) === cb) {
        value = Math.min(value, (twoBack[j - 2] ?? 0) + 1);
      }
      current[j] = value;
      if (value < rowMin) rowMin = value;
    }
    if (rowMin > limit) return limit + 1;
    const spare = twoBack;
    twoBack = previous;
    previous = current;
    current = spare;
  }
  return Math.min(previous[b.length] ?? limit + 1, limit + 1);
}

const LATIN_ONLY = /^[a-z]+$/;

/**
 * Vocabulary words within reach of `word` (exact equality excluded: the substring match has it);
 * `inPhrase` when the word is one of several typed.
 */
export function fuzzyWords(vocabulary: LatinVocabulary, word: string, inPhrase = false): FuzzyWord[] {
  const limit = maxEdits(vocabulary, word, inPhrase);
  if (limit === 0 || !LATIN_ONLY.test(word)) return [];
  const found: FuzzyWord[] = [];
  const mask = letterMask(word);
  // The vocabulary holds words of four letters and more: a three-letter word reaches them by one insertion.
  for (let length = Math.max(word.length - limit, 4); length <= word.length + limit; length++) {
    for (const [candidate, candidateMask] of vocabulary.byLength.get(length) ?? []) {
      // One edit changes the set of letters by at most two: a cheap test that rejects most words
      // before the distance is computed (a catalogue can hold tens of thousands of Latin words).
      if (bitCount(mask ^ candidateMask) > 2 * limit) continue;
      const distance = boundedDistance(word, candidate, limit);
      if (distance > 0 && distance <= limit) found.push({ word: candidate, distance });
    }
  }
  return found;
}

/** Row id → the fuzzy words it contains, for the rows that contain any. */
export function fuzzyPostings(vocabulary: LatinVocabulary, words: readonly FuzzyWord[]): Map<number, FuzzyWord[]> {
  const byId = new Map<number, FuzzyWord[]>();
  for (const fuzzy of words) {
    for (const id of vocabulary.postings.get(fuzzy.word) ?? []) {
      const list = byId.get(id);
      if (list === undefined) byId.set(id, [fuzzy]);
      else list.push(fuzzy);
    }
  }
  return byId;
}
