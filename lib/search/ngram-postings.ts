import { FIELD_SEPARATOR, type IndexEntry } from './entry';
import { FIELD_WEIGHTS, positionQuality, Quality } from './scoring';

// Which rows contain each character and each pair of adjacent characters of the normalised text.
// The pair lists only choose which rows to look at: every row they give is then checked with
// `indexOf` against its whole normalised text, so results are exactly those of a linear scan (no
// bigram false positives) while a word of two or more characters visits only the rows holding its
// rarest pair. The measured linear scan spent its time reading rows that cannot match.
//
// A character list is exact by construction and also carries the row's best score for that character
// as a one-character query: a one-character kana query matches half the catalogue, and scoring it row
// by row would cost one `indexOf` walk per row.

export type CharacterPostings = { entries: IndexEntry[]; scoreCodes: number[] };

export type NgramPostings = {
  /** Indexed by UTF-16 code unit: a plain array is faster to fill than a map at build time. */
  characters: (CharacterPostings | undefined)[];
  /** Keyed by a 30-bit hash of the pair; a collision only adds rows that the check then drops. */
  pairs: Map<number, IndexEntry[]>;
};

// A score is stored as field × 4 + quality rank, and read back as the same product scoreExact makes.
const QUALITIES: readonly number[] = [Quality.exact, Quality.prefix, Quality.wordStart, Quality.substring];
const SCORES = FIELD_WEIGHTS.flatMap((weight) => QUALITIES.map((quality) => weight * quality));

export function scoreOfCode(code: number): number {
  return SCORES[code] ?? 0;
}

export function createPostings(): NgramPostings {
  return { characters: new Array<CharacterPostings | undefined>(0x10000).fill(undefined), pairs: new Map() };
}

function pairKey(first: number, second: number): number {
  return ((first << 15) ^ second) & 0x3fffffff;
}

const FIELD_BREAK = FIELD_SEPARATOR.charCodeAt(0);
// Spaces and separators split words and fields; no query word contains one.
const isBreak = (code: number): boolean => code <= 0x20;

function qualityRank(quality: number): number {
  if (quality === Quality.exact) return 0;
  if (quality === Quality.prefix) return 1;
  return quality === Quality.wordStart ? 2 : 3;
}

export function addPostings(postings: NgramPostings, entry: IndexEntry): void {
  const { text } = entry;
  const { characters, pairs } = postings;
  let field = 0;
  let previous = 0;
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (code === FIELD_BREAK) field++;
    if (isBreak(code)) {
      previous = 0;
      continue;
    }
    // Rows are added one at a time, so a row already in a list is its last element.
    const scoreCode = field * 4 + qualityRank(positionQuality(text, i, 1));
    const lists = characters[code];
    if (lists === undefined) {
      characters[code] = { entries: [entry], scoreCodes: [scoreCode] };
    } else if (lists.entries[lists.entries.length - 1] !== entry) {
      lists.entries.push(entry);
      lists.scoreCodes.push(scoreCode);
    } else {
      const last = lists.scoreCodes.length - 1;
      if (scoreOfCode(scoreCode) > scoreOfCode(lists.scoreCodes[last] ?? 0)) lists.scoreCodes[last] = scoreCode;
    }
    if (previous !== 0) {
      const key = pairKey(previous, code);
      const list = pairs.get(key);
      if (list === undefined) pairs.set(key, [entry]);
      else if (list[list.length - 1] !== entry) list.push(entry);
    }
    previous = code;
  }
}

/** Removes at `at` by moving the last element there: list order carries no meaning. */
function removeAt<T>(list: T[], at: number): void {
  const last = list.pop();
  if (at < list.length && last !== undefined) list[at] = last;
}

export function removePostings(postings: NgramPostings, entry: IndexEntry): void {
  const { text } = entry;
  const { characters, pairs } = postings;
  let previous = 0;
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (isBreak(code)) {
      previous = 0;
      continue;
    }
    const lists = characters[code];
    const at = lists === undefined ? -1 : lists.entries.lastIndexOf(entry);
    if (lists !== undefined && at >= 0) {
      removeAt(lists.entries, at);
      removeAt(lists.scoreCodes, at);
      if (lists.entries.length === 0) characters[code] = undefined;
    }
    const key = previous === 0 ? -1 : pairKey(previous, code);
    const list = pairs.get(key);
    const pairAt = list === undefined ? -1 : list.lastIndexOf(entry);
    if (list !== undefined && pairAt >= 0) {
      removeAt(list, pairAt);
      if (list.length === 0) pairs.delete(key);
    }
    previous = code;
  }
}

const NO_ROWS: readonly IndexEntry[] = [];
const NO_CHARACTER: CharacterPostings = { entries: [], scoreCodes: [] };

/** The rows holding one character (a UTF-16 code unit), with their score codes. */
export function rowsWithCharacter(postings: NgramPostings, code: number): Readonly<CharacterPostings> {
  return postings.characters[code] ?? NO_CHARACTER;
}

/** The rows that may contain `word` (a superset of those that do), from its rarest character pair. */
export function rowsThatMayContain(postings: NgramPostings, word: string): readonly IndexEntry[] {
  if (word.length === 1) return rowsWithCharacter(postings, word.charCodeAt(0)).entries;
  let rarest: readonly IndexEntry[] | undefined;
  for (let i = 1; i < word.length; i++) {
    const list = postings.pairs.get(pairKey(word.charCodeAt(i - 1), word.charCodeAt(i)));
    if (list === undefined) return NO_ROWS;
    if (rarest === undefined || list.length < rarest.length) rarest = list;
  }
  return rarest ?? NO_ROWS;
}
