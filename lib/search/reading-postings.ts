import { findReading, type ReadingQuery } from '@/lib/text/romaji';
import { COMPACT, FIELD_SEPARATOR, READING_SEGMENT_KINDS, type IndexEntry } from './entry';
import { getKey, type KeyTable } from './key-table';
import { isBreak, pairKey } from './ngram-keys';
import { CODE_UNITS, countPostings } from './posting-counts';
import { looseScore, Method, positionQuality, Quality } from './scoring';

// Which rows (by slot) hold each code unit and each pair of adjacent code units of their reading
// segments (folded readings and spaceless names, `IndexEntry.readings`), so that a romaji, folded-kana
// or spaceless query visits only the rows holding the rarest pair of its stem instead of scanning every
// row's readings (at three times the demo event, that scan was most of a slow query's time). The lists
// only choose rows: each is then checked with `findReading`, so results equal a scan's.
//
// A character's list also carries, per row, the score `scoreReading` gives that character as a
// one-kana stem (`characterItem`): typed `ha`, `no` or `a`, the stem is in a third of the rows, and
// scoring each row by walking its readings was most of such a keystroke's time.
//
// Built with the n-gram postings at each compaction. Rows appended since (upserts) take slots from
// `builtRows` on and are checked one by one; removed rows leave slots the callers skip as dead.
export type ReadingPostings = {
  builtRows: number;
  characterOffsets: Int32Array;
  /** Per row holding the character: slot × 32 + score code (see `characterItem`). */
  characterItems: Int32Array;
  pairSegments: KeyTable;
  pairOffsets: Int32Array;
  pairSlots: Int32Array;
};

// A character item's score code: reading segment × 4 + quality rank of the character's best place in
// the row as a one-character match. A whole segment or title that is the character alone (quality
// exact) may score by the query's kana too (`scoreReading`): such a row gets NEEDS_CHECK instead.
const QUALITIES: readonly number[] = [Quality.exact, Quality.prefix, Quality.wordStart, Quality.substring];
const SEGMENTS = READING_SEGMENT_KINDS.length;
const NEEDS_CHECK = 31;
const CODE_BITS = 5;
const CODE_MASK = (1 << CODE_BITS) - 1;

/** Exactly the score `scoreReading` gives a match in reading segment `segment` at `quality`. */
function segmentScore(segment: number, quality: number): number {
  const kind = READING_SEGMENT_KINDS[segment] ?? 0;
  return kind >= COMPACT ? looseScore(Method.compact, kind - COMPACT, quality) : looseScore(Method.reading, kind, quality);
}

const CODE_SCORES = Float64Array.from({ length: 1 << CODE_BITS }, (_, code) =>
  code === NEEDS_CHECK || code >= SEGMENTS * 4 ? -1 : segmentScore(code >> 2, QUALITIES[code & 3] ?? 0),
);

function qualityRank(quality: number): number {
  if (quality === Quality.exact) return 0;
  if (quality === Quality.prefix) return 1;
  return quality === Quality.wordStart ? 2 : 3;
}

/** The better of two score codes of one row; NEEDS_CHECK wins, as the row must then be scored. */
function betterCode(a: number, b: number): number {
  if (a === NEEDS_CHECK || b === NEEDS_CHECK) return NEEDS_CHECK;
  return (CODE_SCORES[b] ?? 0) > (CODE_SCORES[a] ?? 0) ? b : a;
}

/** The code of the character at `at` of `readings`, in reading segment `segment`. */
function characterCode(readings: string, at: number, segment: number): number {
  const quality = positionQuality(readings, at, 1);
  return quality === Quality.exact || segment >= SEGMENTS ? NEEDS_CHECK : segment * 4 + qualityRank(quality);
}

export const slotOfCharacterItem = (item: number): number => item >> CODE_BITS;

/**
 * The score a row of a character list gives that character as a one-kana stem without an open ん, as
 * `scoreReading` computes it; -1 when the row must be scored by `scoreReading`.
 */
export const scoreOfCharacterItem = (item: number): number => CODE_SCORES[item & CODE_MASK] ?? -1;

const SEGMENT_BREAK = FIELD_SEPARATOR.charCodeAt(0);

export function buildReadingPostings(entries: readonly (IndexEntry | undefined)[]): ReadingPostings {
  // Counted as the n-gram postings are, then filled; typed arrays throughout: nothing for the collector to trace.
  const { segmentAt, characterOffsets, pairSegments, pairOffsets, pairCount } = countPostings(entries, (entry) => entry.readings);
  const characterItems = new Int32Array(characterOffsets[CODE_UNITS] ?? 0);
  const pairSlots = new Int32Array(pairOffsets[pairCount] ?? 0);
  const characterCursor = characterOffsets.slice(0, CODE_UNITS);
  const pairCursor = pairOffsets.slice(0, pairCount);
  const characterLast = new Int32Array(CODE_UNITS).fill(-1);
  let position = 0;
  for (const entry of entries) {
    if (entry === undefined) continue;
    const { readings, slot } = entry;
    let readingSegment = 0;
    for (let i = 0; i < readings.length; i++, position++) {
      const code = readings.charCodeAt(i);
      const segment = segmentAt[position] ?? -1;
      // A pair met again in the same row: the row is the segment's last entry already.
      const cursor = segment >= 0 ? (pairCursor[segment] ?? 0) : 0;
      if (segment >= 0 && (cursor === (pairOffsets[segment] ?? 0) || pairSlots[cursor - 1] !== slot)) {
        pairSlots[cursor] = slot;
        pairCursor[segment] = cursor + 1;
      }
      if (code === SEGMENT_BREAK) readingSegment++;
      if (isBreak(code)) continue;
      const scoreCode = characterCode(readings, i, readingSegment);
      if (characterLast[code] === slot) {
        // Met again in the same row: its item is the list's last one; keep the better place.
        const last = (characterCursor[code] ?? 0) - 1;
        const item = characterItems[last] ?? 0;
        characterItems[last] = (slot << CODE_BITS) | betterCode(item & CODE_MASK, scoreCode);
        continue;
      }
      characterLast[code] = slot;
      const at = characterCursor[code] ?? 0;
      characterItems[at] = (slot << CODE_BITS) | scoreCode;
      characterCursor[code] = at + 1;
    }
  }
  return { builtRows: entries.length, characterOffsets, characterItems, pairSegments, pairOffsets, pairSlots };
}

type SlotRange = { array: Int32Array; start: number; end: number };

function pairRange(postings: ReadingPostings, first: number, second: number): SlotRange | null {
  const segment = getKey(postings.pairSegments, pairKey(first, second));
  if (segment < 0) return null;
  return { array: postings.pairSlots, start: postings.pairOffsets[segment] ?? 0, end: postings.pairOffsets[segment + 1] ?? 0 };
}

/** The slot lists of each pair of the stem (two code units or more), shortest first. */
function rangesOf(postings: ReadingPostings, stem: string): SlotRange[] {
  const ranges: SlotRange[] = [];
  for (let i = 1; i < stem.length; i++) {
    const range = pairRange(postings, stem.charCodeAt(i - 1), stem.charCodeAt(i));
    if (range === null) return [];
    ranges.push(range);
  }
  return ranges.sort((a, b) => a.end - a.start - (b.end - b.start));
}

// ん and the な row: what may follow an open-ん query's stem (see ReadingQuery).
const AFTER_OPEN_N = [0x3093, 0x306a, 0x306b, 0x306c, 0x306d, 0x306e];

/**
 * For a one-kana stem ending in an open ん (`en`, `moon`): the lists of the stem followed by ん or a
 * な-row kana, which together hold every row that can match; the stem's own list holds most rows.
 */
function openNRanges(postings: ReadingPostings, query: ReadingQuery): SlotRange[] | null {
  if (!query.openN || query.stem.length !== 1) return null;
  const first = query.stem.charCodeAt(0);
  return AFTER_OPEN_N.map((second) => pairRange(postings, first, second)).filter((range) => range !== null);
}

// A further list narrows the shortest one only while it is at most this many times longer.
const NARROWING_RATIO = 8;

/** The rarest of `ranges`, narrowed by marking to the rows the next few hold too: the stamp they carry, or 0. */
function narrow(ranges: readonly SlotRange[], mark: Int32Array, stamp: () => number): number {
  const rarest = ranges[0];
  if (rarest === undefined) return 0;
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
  return required;
}

/**
 * Calls `visit` once for every live row that `admits` and whose reading segments match `query`, in
 * slot order within the built rows (or list by list for an open-ん stem), then the rows added since.
 * `admits` runs before the reading is searched: under a filter most rows stop there. `mark` is a
 * per-slot scratch array and `stamp` gives fresh stamps for it. `visit` is given the row's score for
 * the query when the postings know it (a one-kana stem), else -1, and where the match first is.
 */
export function findReadingRows(
  postings: ReadingPostings,
  entries: readonly (IndexEntry | undefined)[],
  query: ReadingQuery,
  mark: Int32Array,
  stamp: () => number,
  admits: (slot: number) => boolean,
  visit: (slot: number, entry: IndexEntry, known: number, at: number) => void,
): void {
  const check = (slot: number): void => {
    const entry = entries[slot];
    if (entry === undefined || !admits(slot)) return;
    const at = findReading(entry.readings, query);
    if (at >= 0) visit(slot, entry, -1, at);
  };
  const union = openNRanges(postings, query);
  if (union !== null) {
    // A row holding the stem before ん and before a な-row kana is in two lists: visited once.
    const seen = stamp();
    for (const range of union) {
      for (let i = range.start; i < range.end; i++) {
        const slot = range.array[i] ?? 0;
        if (mark[slot] === seen) continue;
        mark[slot] = seen;
        check(slot);
      }
    }
  } else if (query.stem.length === 1 && !query.openN) {
    // Every row of the character's list holds the stem: nothing to find, and the score is known
    // unless the item says otherwise.
    const code = query.stem.charCodeAt(0);
    const { characterOffsets: offsets, characterItems: items } = postings;
    for (let i = offsets[code] ?? 0; i < (offsets[code + 1] ?? 0); i++) {
      const item = items[i] ?? 0;
      const slot = slotOfCharacterItem(item);
      const entry = entries[slot];
      if (entry === undefined || !admits(slot)) continue;
      const known = scoreOfCharacterItem(item);
      visit(slot, entry, known, known >= 0 ? -1 : findReading(entry.readings, query));
    }
  } else {
    const ranges = rangesOf(postings, query.stem);
    const rarest = ranges[0];
    const required = narrow(ranges, mark, stamp);
    for (let i = rarest?.start ?? 0; i < (rarest?.end ?? 0); i++) {
      const slot = rarest?.array[i] ?? 0;
      if (required === 0 || mark[slot] === required) check(slot);
    }
  }
  for (let slot = postings.builtRows; slot < entries.length; slot++) check(slot);
}
