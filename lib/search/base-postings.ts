import type { IndexEntry } from './entry';
import { createKeyTable, getKey, setKey, type KeyTable } from './key-table';
import { characterItem, FIELD_BREAK, isBreak, pairKey, scoreOfItem, slotOfItem } from './ngram-keys';

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
  pairSlots: Int32Array;
};

const CODE_UNITS = 0x10000;

export function buildBasePostings(entries: readonly (IndexEntry | undefined)[]): BasePostings {
  let length = 0;
  for (const entry of entries) length += entry?.text.length ?? 0;
  // Pass 1: count rows per character and per pair, remembering each position's new pair segment.
  const segmentAt = new Int32Array(length).fill(-1);
  const pairSegments = createKeyTable();
  const pairCounts: number[] = [];
  const pairLastSlot: number[] = [];
  const characterCounts = new Int32Array(CODE_UNITS + 1);
  const characterLastSlot = new Int32Array(CODE_UNITS).fill(-1);
  let position = 0;
  for (const entry of entries) {
    if (entry === undefined) continue;
    const { text, slot } = entry;
    let previous = 0;
    for (let i = 0; i < text.length; i++, position++) {
      const code = text.charCodeAt(i);
      if (isBreak(code)) {
        previous = 0;
        continue;
      }
      if (characterLastSlot[code] !== slot) {
        characterLastSlot[code] = slot;
        characterCounts[code + 1] = (characterCounts[code + 1] ?? 0) + 1;
      }
      if (previous !== 0) {
        const key = pairKey(previous, code);
        let segment = getKey(pairSegments, key);
        if (segment < 0) {
          segment = pairCounts.length;
          setKey(pairSegments, key, segment);
          pairCounts.push(0);
          pairLastSlot.push(-1);
        }
        if (pairLastSlot[segment] !== slot) {
          pairLastSlot[segment] = slot;
          pairCounts[segment] = (pairCounts[segment] ?? 0) + 1;
          segmentAt[position] = segment;
        }
      }
      previous = code;
    }
  }

  const characterOffsets = characterCounts;
  for (let c = 0; c < CODE_UNITS; c++) {
    characterOffsets[c + 1] = (characterOffsets[c + 1] ?? 0) + (characterOffsets[c] ?? 0);
  }
  const pairOffsets = new Int32Array(pairCounts.length + 1);
  pairCounts.forEach((count, segment) => {
    pairOffsets[segment + 1] = (pairOffsets[segment] ?? 0) + count;
  });

  // Pass 2: fill. A character seen again in the same row keeps its best score.
  const characterItems = new Int32Array(characterOffsets[CODE_UNITS] ?? 0);
  const pairSlots = new Int32Array(pairOffsets[pairCounts.length] ?? 0);
  const characterCursor = characterOffsets.slice(0, CODE_UNITS);
  const pairCursor = pairOffsets.slice(0, pairCounts.length);
  position = 0;
  for (const entry of entries) {
    if (entry === undefined) continue;
    const { text, slot } = entry;
    let field = 0;
    for (let i = 0; i < text.length; i++, position++) {
      const code = text.charCodeAt(i);
      if (code === FIELD_BREAK) field++;
      const segment = segmentAt[position] ?? -1;
      if (segment >= 0) {
        const at = pairCursor[segment] ?? 0;
        pairSlots[at] = slot;
        pairCursor[segment] = at + 1;
      }
      if (isBreak(code)) continue;
      const item = characterItem(slot, text, i, field);
      const next = characterCursor[code] ?? 0;
      const lastItem = next > (characterOffsets[code] ?? 0) ? (characterItems[next - 1] ?? -1) : -1;
      if (lastItem < 0 || slotOfItem(lastItem) !== slot) {
        characterItems[next] = item;
        characterCursor[code] = next + 1;
      } else if (scoreOfItem(item) > scoreOfItem(lastItem)) {
        characterItems[next - 1] = item;
      }
    }
  }
  return { characterOffsets, characterItems, pairSegments, pairOffsets, pairSlots };
}
