import { findReading, type ReadingQuery } from '@/lib/text/romaji';
import type { IndexEntry } from './entry';
import { getKey, type KeyTable } from './key-table';
import { isBreak, pairKey } from './ngram-keys';
import { CODE_UNITS, countPostings } from './posting-counts';

// Which rows (by slot) hold each code unit and each pair of adjacent code units of their reading
// segments (folded readings and spaceless names, `IndexEntry.readings`), so that a romaji, folded-kana
// or spaceless query visits only the rows holding the rarest pair of its stem instead of scanning every
// row's readings (at three times the demo event, that scan was most of a slow query's time). The lists
// only choose rows: each is then checked with `findReading`, so results equal a scan's.
//
// Built with the n-gram postings at each compaction. Rows appended since (upserts) take slots from
// `builtRows` on and are checked one by one; removed rows leave slots the callers skip as dead.
export type ReadingPostings = {
  builtRows: number;
  characterOffsets: Int32Array;
  characterSlots: Int32Array;
  pairSegments: KeyTable;
  pairOffsets: Int32Array;
  pairSlots: Int32Array;
};

export function buildReadingPostings(entries: readonly (IndexEntry | undefined)[]): ReadingPostings {
  // Counted as the n-gram postings are, then filled; typed arrays throughout: nothing for the collector to trace.
  const { segmentAt, characterOffsets, pairSegments, pairOffsets, pairCount } = countPostings(entries, (entry) => entry.readings);
  const characterSlots = new Int32Array(characterOffsets[CODE_UNITS] ?? 0);
  const pairSlots = new Int32Array(pairOffsets[pairCount] ?? 0);
  const characterCursor = characterOffsets.slice(0, CODE_UNITS);
  const pairCursor = pairOffsets.slice(0, pairCount);
  const characterLast = new Int32Array(CODE_UNITS).fill(-1);
  let position = 0;
  for (const entry of entries) {
    if (entry === undefined) continue;
    const { readings, slot } = entry;
    for (let i = 0; i < readings.length; i++, position++) {
      const code = readings.charCodeAt(i);
      const segment = segmentAt[position] ?? -1;
      if (segment >= 0) {
        const at = pairCursor[segment] ?? 0;
        pairSlots[at] = slot;
        pairCursor[segment] = at + 1;
      }
      if (isBreak(code) || characterLast[code] === slot) continue;
      characterLast[code] = slot;
      const at = characterCursor[code] ?? 0;
      characterSlots[at] = slot;
      characterCursor[code] = at + 1;
    }
  }
  return { builtRows: entries.length, characterOffsets, characterSlots, pairSegments, pairOffsets, pairSlots };
}

type SlotRange = { array: Int32Array; start: number; end: number };

/** The slot lists of the stem's character (one code unit) or of each of its pairs, shortest first. */
function rangesOf(postings: ReadingPostings, stem: string): SlotRange[] {
  if (stem.length === 1) {
    const code = stem.charCodeAt(0);
    const { characterOffsets: offsets, characterSlots: array } = postings;
    return [{ array, start: offsets[code] ?? 0, end: offsets[code + 1] ?? 0 }];
  }
  const ranges: SlotRange[] = [];
  for (let i = 1; i < stem.length; i++) {
    const segment = getKey(postings.pairSegments, pairKey(stem.charCodeAt(i - 1), stem.charCodeAt(i)));
    if (segment < 0) return [];
    ranges.push({ array: postings.pairSlots, start: postings.pairOffsets[segment] ?? 0, end: postings.pairOffsets[segment + 1] ?? 0 });
  }
  return ranges.sort((a, b) => a.end - a.start - (b.end - b.start));
}

// A further list narrows the shortest one only while it is at most this many times longer.
const NARROWING_RATIO = 8;

/**
 * Calls `visit` once for every live row whose reading segments match `query`, in slot order within
 * the built rows, then the rows added since. `mark` is a per-slot scratch array and `stamp` gives
 * fresh stamps for it.
 */
export function findReadingRows(
  postings: ReadingPostings,
  entries: readonly (IndexEntry | undefined)[],
  query: ReadingQuery,
  mark: Int32Array,
  stamp: () => number,
  visit: (slot: number, entry: IndexEntry) => void,
): void {
  const ranges = rangesOf(postings, query.stem);
  const rarest = ranges[0];
  if (rarest !== undefined) {
    // Rows of the rarest list that also hold the next few: intersected by marking, as the n-gram pass does.
    let required = 0;
    const shortest = rarest.end - rarest.start;
    for (let k = 1; k < ranges.length; k++) {
      const range = ranges[k];
      if (range === undefined || range.end - range.start > shortest * NARROWING_RATIO) break;
      const next = stamp();
      for (let i = range.start; i < range.end; i++) {
        const slot = range.array[i] ?? 0;
        if (required === 0 || mark[slot] === required) mark[slot] = next;
      }
      required = next;
    }
    for (let i = rarest.start; i < rarest.end; i++) {
      const slot = rarest.array[i] ?? 0;
      if (required !== 0 && mark[slot] !== required) continue;
      const entry = entries[slot];
      if (entry !== undefined && findReading(entry.readings, query) >= 0) visit(slot, entry);
    }
  }
  for (let slot = postings.builtRows; slot < entries.length; slot++) {
    const entry = entries[slot];
    if (entry !== undefined && findReading(entry.readings, query) >= 0) visit(slot, entry);
  }
}
