import { FIELD_SEPARATOR, type IndexEntry } from './entry';
import { FIELD_WEIGHTS, positionQuality, Quality } from './scoring';

// Which rows (by slot) contain each character and each pair of adjacent characters of the normalised
// text. The pair lists only choose which rows to look at: every row they give is then checked with
// `indexOf` against its whole normalised text, so results are exactly those of a linear scan (no
// bigram false positives) while a word of two or more characters visits only the rows holding its
// rarest pair. The measured linear scan spent its time reading rows that cannot match.
//
// A character list is exact by construction and also carries the row's best score for that character
// as a one-character query: such a query can match half the catalogue, and scoring it row by row
// would cost one `indexOf` walk per row.
//
// Lists hold small integers, not row objects: the garbage collector does not trace them, which halved
// build time and keeps a large index from slowing every collection.

export type NgramPostings = {
  /** Indexed by UTF-16 code unit: slot × 32 + score code, for every row holding the character. */
  characters: (number[] | undefined)[];
  /** Keyed by a 30-bit hash of the pair: slots. A collision only adds rows that the check drops. */
  pairs: Map<number, number[]>;
};

// A score code is field × 4 + quality rank, read back as the same product scoreExact makes.
const QUALITIES: readonly number[] = [Quality.exact, Quality.prefix, Quality.wordStart, Quality.substring];
const SCORES = FIELD_WEIGHTS.flatMap((weight) => QUALITIES.map((quality) => weight * quality));
const CODE_BITS = 5;
const CODE_MASK = (1 << CODE_BITS) - 1;

export const slotOfItem = (item: number): number => item >> CODE_BITS;
export const scoreOfItem = (item: number): number => SCORES[item & CODE_MASK] ?? 0;

function qualityRank(quality: number): number {
  if (quality === Quality.exact) return 0;
  if (quality === Quality.prefix) return 1;
  return quality === Quality.wordStart ? 2 : 3;
}

export function createPostings(): NgramPostings {
  return { characters: new Array<number[] | undefined>(0x10000).fill(undefined), pairs: new Map() };
}

function pairKey(first: number, second: number): number {
  return ((first << 15) ^ second) & 0x3fffffff;
}

const FIELD_BREAK = FIELD_SEPARATOR.charCodeAt(0);
// Spaces and separators split words and fields; no query word contains one.
const isBreak = (code: number): boolean => code <= 0x20;

export function addPostings(postings: NgramPostings, entry: IndexEntry): void {
  const { text, slot } = entry;
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
    const item = (slot << CODE_BITS) | (field * 4 + qualityRank(positionQuality(text, i, 1)));
    const list = characters[code];
    if (list === undefined) {
      characters[code] = [item];
    } else {
      const last = list.length - 1;
      const lastItem = list[last] ?? -1;
      if (slotOfItem(lastItem) !== slot) list.push(item);
      else if (scoreOfItem(item) > scoreOfItem(lastItem)) list[last] = item;
    }
    if (previous !== 0) {
      const key = pairKey(previous, code);
      const slots = pairs.get(key);
      if (slots === undefined) pairs.set(key, [slot]);
      else if (slots[slots.length - 1] !== slot) slots.push(slot);
    }
    previous = code;
  }
}

function indexOfSlot(list: readonly number[], slot: number, items: boolean): number {
  for (let i = list.length - 1; i >= 0; i--) {
    const value = list[i] ?? -1;
    if ((items ? slotOfItem(value) : value) === slot) return i;
  }
  return -1;
}

/**
 * Walks the lists of every character and pair of `entry` and changes its slot in them: to `to`, or
 * out of the list when `to` is -1. Removal moves the list's last element into the hole: list order
 * carries no meaning.
 */
export function moveSlot(postings: NgramPostings, entry: IndexEntry, from: number, to: number): void {
  const { text } = entry;
  const { characters, pairs } = postings;
  const update = (list: number[], items: boolean): void => {
    const at = indexOfSlot(list, from, items);
    if (at < 0) return;
    if (to >= 0) {
      list[at] = items ? (to << CODE_BITS) | ((list[at] ?? 0) & CODE_MASK) : to;
      return;
    }
    const last = list.pop();
    if (at < list.length && last !== undefined) list[at] = last;
  };
  let previous = 0;
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (isBreak(code)) {
      previous = 0;
      continue;
    }
    const list = characters[code];
    if (list !== undefined) {
      update(list, true);
      if (list.length === 0) characters[code] = undefined;
    }
    if (previous !== 0) {
      const key = pairKey(previous, code);
      const slots = pairs.get(key);
      if (slots !== undefined) {
        update(slots, false);
        if (slots.length === 0) pairs.delete(key);
      }
    }
    previous = code;
  }
}

const NONE: readonly number[] = [];

/** slot × 32 + score code of every row holding one character (a UTF-16 code unit). */
export function characterItems(postings: NgramPostings, code: number): readonly number[] {
  return postings.characters[code] ?? NONE;
}

/**
 * The slot lists of every pair of `word` (two or more code units), shortest first; empty when some
 * pair occurs nowhere. A row containing the word is in every one of them.
 */
export function pairLists(postings: NgramPostings, word: string): (readonly number[])[] {
  const lists: (readonly number[])[] = [];
  for (let i = 1; i < word.length; i++) {
    const slots = postings.pairs.get(pairKey(word.charCodeAt(i - 1), word.charCodeAt(i)));
    if (slots === undefined) return [];
    lists.push(slots);
  }
  return lists.sort((a, b) => a.length - b.length);
}
