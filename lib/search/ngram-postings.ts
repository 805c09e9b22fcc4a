import type { IndexEntry } from './entry';

// Which rows contain each character and each pair of adjacent characters of the normalised text.
// These lists only choose which rows to look at: every row they give is then checked with `indexOf`
// against its whole normalised text, so results are exactly those of a linear scan (no bigram false
// positives) while a word of two or more characters visits only the rows holding its rarest pair
// instead of every row. The measured linear scan spent its time reading rows that cannot match.
export type NgramPostings = {
  characters: Map<number, IndexEntry[]>;
  /** Keyed by a 30-bit hash of the pair; a collision only adds rows that the check then drops. */
  pairs: Map<number, IndexEntry[]>;
};

export function createPostings(): NgramPostings {
  return { characters: new Map(), pairs: new Map() };
}

function pairKey(first: number, second: number): number {
  return ((first << 15) ^ second) & 0x3fffffff;
}

// Spaces and separators split words and fields; no query word contains one.
const isBreak = (code: number): boolean => code <= 0x20;

function forEachNgram(text: string, visit: (map: 'characters' | 'pairs', key: number) => void): void {
  let previous = 0;
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (isBreak(code)) {
      previous = 0;
      continue;
    }
    visit('characters', code);
    if (previous !== 0) visit('pairs', pairKey(previous, code));
    previous = code;
  }
}

export function addPostings(postings: NgramPostings, entry: IndexEntry): void {
  forEachNgram(entry.text, (map, key) => {
    const lists = postings[map];
    const list = lists.get(key);
    // Rows are added one at a time, so a row already in the list is its last element.
    if (list === undefined) lists.set(key, [entry]);
    else if (list[list.length - 1] !== entry) list.push(entry);
  });
}

export function removePostings(postings: NgramPostings, entry: IndexEntry): void {
  forEachNgram(entry.text, (map, key) => {
    const lists = postings[map];
    const list = lists.get(key);
    if (list === undefined) return;
    const at = list.lastIndexOf(entry);
    if (at < 0) return;
    const last = list.pop();
    if (at < list.length && last !== undefined) list[at] = last;
    if (list.length === 0) lists.delete(key);
  });
}

const NONE: readonly IndexEntry[] = [];

/** The rows that may contain `word` (a superset of those that do), from its rarest character pair. */
export function rowsThatMayContain(postings: NgramPostings, word: string): readonly IndexEntry[] {
  if (word.length === 1) return postings.characters.get(word.charCodeAt(0)) ?? NONE;
  let rarest: readonly IndexEntry[] | undefined;
  for (let i = 1; i < word.length; i++) {
    const list = postings.pairs.get(pairKey(word.charCodeAt(i - 1), word.charCodeAt(i)));
    if (list === undefined) return NONE;
    if (rarest === undefined || list.length < rarest.length) rarest = list;
  }
  return rarest ?? NONE;
}
