import type { IndexEntry } from './entry';
import type { KeyTable } from './key-table';
import { addItem, FIELD_BREAK, isBreak, postingItem } from './ngram-keys';
import { CODE_UNITS, countPostings } from './posting-counts';

/**
 * Postings of the rows present when the index was built, in compressed-row form: one typed array of
 * postings per kind, cut into one segment per key. Built in two passes (count, then fill), which is
 * more than twice as fast as growing a list per key and leaves the garbage collector nothing to trace.
 * Rows changed later go to the delta postings; a compaction folds them back in.
 */
export type BasePostings = {
  /** Segment bounds per code unit: items of character `c` are characterItems[offset[c]..offset[c+1]). */
  characterOffsets: Int32Array;
  characterItems: Int32Array;
  /** Pair key → segment number. */
  pairSegments: KeyTable;
  pairOffsets: Int32Array;
  /** Items (slot and score) of the rows holding each pair, segment by segment. */
  pairItems: Int32Array;
  /** Per segment, the first code unit of its one pair, or -1 when several pairs share its key. */
  pairFirst: Int32Array;
};

export function buildBasePostings(entries: readonly (IndexEntry | undefined)[]): BasePostings {
  const { segmentAt, characterOffsets, pairSegments, pairOffsets, pairCount, pairFirst } = countPostings(entries, (entry) => entry.text);

  // Pass 2: fill. A character or pair seen again in the same row keeps its best score.
  const characterItems = new Int32Array(characterOffsets[CODE_UNITS] ?? 0);
  const pairItems = new Int32Array(pairOffsets[pairCount] ?? 0);
  const characterCursor = characterOffsets.slice(0, CODE_UNITS);
  const pairCursor = pairOffsets.slice(0, pairCount);
  let position = 0;
  for (const entry of entries) {
    if (entry === undefined) continue;
    const { text, slot } = entry;
    let field = 0;
    for (let i = 0; i < text.length; i++, position++) {
      const code = text.charCodeAt(i);
      if (code === FIELD_BREAK) field++;
      const segment = segmentAt[position] ?? -1;
      if (segment >= 0) {
        const item = postingItem(slot, text, i - 1, field, 2);
        pairCursor[segment] = addItem(pairItems, pairOffsets[segment] ?? 0, pairCursor[segment] ?? 0, item);
      }
      if (isBreak(code)) continue;
      const item = postingItem(slot, text, i, field);
      characterCursor[code] = addItem(characterItems, characterOffsets[code] ?? 0, characterCursor[code] ?? 0, item);
    }
  }
  return { characterOffsets, characterItems, pairSegments, pairOffsets, pairItems, pairFirst };
}
