import { toHiragana } from 'wanakana';
import { normalizeText } from '@/lib/text/normalize';
import { foldedReading } from '@/lib/text/romaji';
import { Field, FIELD_SEPARATOR, fieldText, type IndexEntry } from './entry';
import { boundedDistance } from './fuzzy';
import { CORRECTED_PHRASE_FACTOR, exactScore, Quality } from './scoring';

// Romaji typed with a slip (`oborozki shouten` for 朧月商店 おぼろづきしょうてん) does not convert to
// kana, so neither the text nor the reading postings find it. Converted as far as it goes (`おぼrずき…`,
// the stray letter kept) and folded as readings are, it is within an edit or two of the name's or the
// author's whole folded reading: this vocabulary holds those readings by length, each with a mask of
// its characters, and finds the readings within reach the way the Latin vocabulary finds words.

export type ReadingVocabulary = {
  /** reading → ids of the rows whose name or author reads so */
  postings: Map<string, number[]>;
  /** length → reading → mask of its characters */
  byLength: Map<number, Map<string, number>>;
};

export function createReadingVocabulary(): ReadingVocabulary {
  return { postings: new Map(), byLength: new Map() };
}

// The two first reading segments are the folded readings of the name and of the author.
const MIN_READING = 4;

function ownReadings(entry: IndexEntry): string[] {
  const { readings } = entry;
  const nameEnd = readings.indexOf(FIELD_SEPARATOR);
  const authorEnd = readings.indexOf(FIELD_SEPARATOR, nameEnd + 1);
  const name = readings.slice(0, nameEnd);
  const author = readings.slice(nameEnd + 1, authorEnd);
  return [name, author].filter((reading, at, both) => reading.length >= MIN_READING && both.indexOf(reading) === at);
}

const maskOf = (text: string): number => {
  let mask = 0;
  for (let i = 0; i < text.length; i++) mask |= 1 << (text.charCodeAt(i) & 31);
  return mask;
};

function bitCount(value: number): number {
  let v = value - ((value >>> 1) & 0x55555555);
  v = (v & 0x33333333) + ((v >>> 2) & 0x33333333);
  return (((v + (v >>> 4)) & 0x0f0f0f0f) * 0x01010101) >>> 24;
}

export function addReadings(vocabulary: ReadingVocabulary, entry: IndexEntry): void {
  for (const reading of ownReadings(entry)) {
    let ids = vocabulary.postings.get(reading);
    if (ids === undefined) {
      ids = [];
      vocabulary.postings.set(reading, ids);
      let bucket = vocabulary.byLength.get(reading.length);
      if (bucket === undefined) {
        bucket = new Map();
        vocabulary.byLength.set(reading.length, bucket);
      }
      bucket.set(reading, maskOf(reading));
    }
    ids.push(entry.id);
  }
}

export function removeReadings(vocabulary: ReadingVocabulary, entry: IndexEntry): void {
  for (const reading of ownReadings(entry)) {
    const ids = vocabulary.postings.get(reading);
    if (ids === undefined) continue;
    const at = ids.indexOf(entry.id);
    if (at >= 0) ids.splice(at, 1);
    if (ids.length === 0) {
      vocabulary.postings.delete(reading);
      vocabulary.byLength.get(reading.length)?.delete(reading);
    }
  }
}

/**
 * A romaji word (or words typed together) as far as it converts, folded as readings are; `kana` is it
 * normalised but not folded, to tell apart readings that fold alike.
 */
export type RomajiTypo = { folded: string; kana: string; limit: number };

const LATIN = /^[a-z']+$/;
const KANA = /[\u3041-\u309f]/;

/**
 * The typo query of a Latin word (or words typed together) read as romaji, or null when it is no romaji
 * or too short to be told from other names. Tried only when the word finds few rows otherwise.
 */
export function romajiTypo(latin: string): RomajiTypo | null {
  if (!LATIN.test(latin)) return null;
  const kana = toHiragana(latin.replaceAll('tch', 'cch'));
  if (!KANA.test(kana)) return null;
  const folded = foldedReading(kana);
  if (folded.length < MIN_READING + 1) return null;
  // A slip in romaji costs one or two kana (a swapped pair of letters, two): two edits for a long name.
  return { folded, kana: normalizeText(kana), limit: folded.length >= 6 ? 2 : 1 };
}

/** Ids of the rows whose name or author reading is within reach of the typo, with its distance. */
export function readingTypoRows(vocabulary: ReadingVocabulary, typo: RomajiTypo, visit: (id: number, distance: number) => void): void {
  const { folded, limit } = typo;
  const mask = maskOf(folded);
  for (let length = folded.length - limit; length <= folded.length + limit; length++) {
    for (const [reading, readingMask] of vocabulary.byLength.get(length) ?? []) {
      if (bitCount(mask ^ readingMask) > 2 * limit) continue;
      const distance = boundedDistance(folded, reading, limit);
      // The reading itself too (distance 0): spelt in another romaji, it must rank above its neighbours.
      if (distance <= limit) for (const id of vocabulary.postings.get(reading) ?? []) visit(id, distance);
    }
  }
}

// Like a phrase whose mistyped words are corrected (scoring.ts), the whole reading typed with a slip
// scores the exact reading's score discounted: above every part of a reading, below every whole field
// typed right. Each edit costs a little, so the reading typed without a slip (another romaji spelling)
// stays above the ones a slip away; readings that fold alike are told apart by the kana as typed.
const EDIT_STEP = 0.02;
const SPELLING_STEP = 0.002;
const MAX_GAP = 4;

/** The row's score for the typo: its name or author reading within reach, else 0. */
export function scoreReadingTypo(entry: IndexEntry, typo: RomajiTypo): number {
  const [name = '', author = ''] = entry.readings.split(FIELD_SEPARATOR, 2);
  let best = 0;
  for (const [reading, field] of [
    [name, Field.nameKana],
    [author, Field.authorKana],
  ] as const) {
    if (reading.length < MIN_READING) continue;
    const distance = boundedDistance(typo.folded, reading, typo.limit);
    if (distance > typo.limit) continue;
    const gap = boundedDistance(typo.kana, fieldText(entry.text, entry.starts, field), MAX_GAP - 1);
    const score = exactScore(field, Quality.exact) * CORRECTED_PHRASE_FACTOR - distance * EDIT_STEP - gap * SPELLING_STEP;
    best = Math.max(best, score);
  }
  return best;
}
