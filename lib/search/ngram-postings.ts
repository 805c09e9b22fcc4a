import { buildBasePostings, type BasePostings } from './base-postings';
import { addToDelta, createDeltaPostings, type DeltaPostings } from './delta-postings';
import type { IndexEntry } from './entry';
import { getKey } from './key-table';
import { pairKey } from './ngram-keys';

// Which rows (by slot) contain each character and each pair of adjacent characters of the normalised
// text. Each posting also carries the row's best score for that character or pair as a one- or
// two-character query: such a query can match half the catalogue, and scoring it row by row would
// cost one `indexOf` walk per row. A character list is exact by construction, and so is a pair list
// whose key only one pair has (nearly all of them; `exactPairRange`). For longer words the pair lists
// only choose which rows to look at: every row they give is then checked with `indexOf` against its
// whole normalised text, so results are exactly those of a linear scan (no bigram false positives)
// while a word visits only the rows holding its rarest pairs. The measured linear scan spent its time
// reading rows that cannot match.
//
// Lists may name slots of rows removed or replaced since: callers skip dead slots.
export type NgramPostings = { base: BasePostings; delta: DeltaPostings };

/** The postings (slot and score, see `postingItem`) of one key: a segment of a base array plus the delta list. */
export type PostingRange = {
  readonly array: Int32Array;
  readonly start: number;
  readonly end: number;
  readonly extra: readonly number[];
};

export function buildPostings(entries: readonly (IndexEntry | undefined)[]): NgramPostings {
  return { base: buildBasePostings(entries), delta: createDeltaPostings() };
}

export function addPostings(postings: NgramPostings, entry: IndexEntry): void {
  addToDelta(postings.delta, entry);
}

export function rangeLength(range: PostingRange): number {
  return range.end - range.start + range.extra.length;
}

const NO_EXTRA: readonly number[] = [];

/** Postings of every row holding one code unit. */
export function characterRange(postings: NgramPostings, code: number): PostingRange {
  const { characterOffsets, characterItems } = postings.base;
  return {
    array: characterItems,
    start: characterOffsets[code] ?? 0,
    end: characterOffsets[code + 1] ?? 0,
    extra: postings.delta.characters.get(code) ?? NO_EXTRA,
  };
}

/**
 * The slot ranges of every pair of `word` (two or more code units), shortest first; empty when some
 * pair occurs nowhere. A row containing the word is in every one of them.
 */
export function pairRanges(postings: NgramPostings, word: string): PostingRange[] {
  const { pairSegments, pairOffsets, pairItems } = postings.base;
  const ranges: PostingRange[] = [];
  for (let i = 1; i < word.length; i++) {
    const key = pairKey(word.charCodeAt(i - 1), word.charCodeAt(i));
    const segment = getKey(pairSegments, key);
    const extra = postings.delta.pairs.get(key) ?? NO_EXTRA;
    if (segment < 0 && extra.length === 0) return [];
    const start = segment < 0 ? 0 : (pairOffsets[segment] ?? 0);
    const end = segment < 0 ? 0 : (pairOffsets[segment + 1] ?? 0);
    ranges.push({ array: pairItems, start, end, extra });
  }
  return ranges.sort((a, b) => rangeLength(a) - rangeLength(b));
}

/**
 * The postings of a two-code-unit word whose base list holds that pair and no other (the delta list,
 * `extra`, still names rows to check), or null when its key is shared by several pairs.
 */
export function exactPairRange(postings: NgramPostings, word: string): PostingRange | null {
  const { pairSegments, pairOffsets, pairItems, pairFirst } = postings.base;
  const first = word.charCodeAt(0);
  const key = pairKey(first, word.charCodeAt(1));
  const segment = getKey(pairSegments, key);
  const extra = postings.delta.pairs.get(key) ?? NO_EXTRA;
  if (segment < 0) return { array: pairItems, start: 0, end: 0, extra };
  const only = pairFirst[segment] ?? -1;
  if (only < 0) return null;
  // The key's one pair, when it starts with another code unit, is not this word's pair.
  const end = only === first ? (pairOffsets[segment + 1] ?? 0) : (pairOffsets[segment] ?? 0);
  return { array: pairItems, start: pairOffsets[segment] ?? 0, end, extra };
}
