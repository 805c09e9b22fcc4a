import type { IndexEntry } from './entry';
import { createKeyTable, getKey, setKey, type KeyTable } from './key-table';
import { isBreak, pairKey } from './ngram-keys';

export const CODE_UNITS = 0x10000;

/**
 * The first of the two passes that build compressed-row postings (count, then fill) over one text of
 * each row: how many rows hold each code unit and each pair of adjacent code units, as segment bounds,
 * and which pair segment each position of the concatenated texts ends, so that the filling pass need
 * not look the keys up again (it writes a row once per pair, keeping the last written row in mind). The n-gram postings (names, authors, titles)
 * and the reading postings (romaji and kana readings) both start here.
 */
export type PostingCounts = {
  /** Per position of the concatenated texts: the segment of the pair ending there, or -1. */
  segmentAt: Int32Array;
  /** Segment bounds per code unit: rows holding character `c` sit at [offset[c], offset[c+1]). */
  characterOffsets: Int32Array;
  /** Pair key → segment number. */
  pairSegments: KeyTable;
  pairOffsets: Int32Array;
  pairCount: number;
  /**
   * Per segment: the first code unit of every pair keyed to it, or -1 when pairs of different first
   * code units share the key. Given the key and the first code unit the second is known, so a segment
   * with a first code unit holds one pair only and its list is exact (see `exactPairRange`).
   */
  pairFirst: Int32Array;
};

export function countPostings(entries: readonly (IndexEntry | undefined)[], textOf: (entry: IndexEntry) => string): PostingCounts {
  let length = 0;
  for (const entry of entries) length += entry === undefined ? 0 : textOf(entry).length;
  const segmentAt = new Int32Array(length).fill(-1);
  const pairSegments = createKeyTable();
  const pairCounts: number[] = [];
  const pairLastSlot: number[] = [];
  const pairFirst: number[] = [];
  const characterCounts = new Int32Array(CODE_UNITS + 1);
  const characterLastSlot = new Int32Array(CODE_UNITS).fill(-1);
  let position = 0;
  for (const entry of entries) {
    if (entry === undefined) continue;
    const text = textOf(entry);
    const { slot } = entry;
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
          pairFirst.push(previous);
        } else if (pairFirst[segment] !== previous) {
          pairFirst[segment] = -1;
        }
        segmentAt[position] = segment;
        if (pairLastSlot[segment] !== slot) {
          pairLastSlot[segment] = slot;
          pairCounts[segment] = (pairCounts[segment] ?? 0) + 1;
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
  return { segmentAt, characterOffsets, pairSegments, pairOffsets, pairCount: pairCounts.length, pairFirst: Int32Array.from(pairFirst) };
}
