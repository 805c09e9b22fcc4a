import { createColumns, Flag, writeColumns, type Columns } from './columns';
import { entryFromTexts, NO_LATIN_WORDS, toEntry, type IndexEntry } from './entry';
import { NO_FANDOMS, type FandomTable } from './fandoms';
import { addWords, createVocabulary, removeWords, type LatinVocabulary } from './fuzzy';
import type { BasePostings } from './base-postings';
import { createDeltaPostings } from './delta-postings';
import { addPostings, buildPostings, type NgramPostings } from './ngram-postings';
import { buildReadingPostings, type ReadingPostings } from './reading-postings';
import { addReadings, createReadingVocabulary, removeReadings, type ReadingVocabulary } from './reading-typos';
import { createScratch, type Scratch } from './scratch';
import type { SearchableCircle } from './types';
import { packStrings, packedStringsFit } from '@/lib/text/packed-strings';

export type SearchIndex = {
  /**
   * By slot. A slot keeps its row until the next compaction: a removed or replaced row leaves a hole
   * (undefined, and flagged dead in `columns`) and a changed row is added again at the end.
   */
  entries: (IndexEntry | undefined)[];
  /** Per-slot values for filtering and sorting, kept in step with `entries`. */
  columns: Columns;
  slotById: Map<number, number>;
  postings: NgramPostings;
  /** Where the reading segments hold each character and pair, for romaji and spaceless queries. */
  readingPostings: ReadingPostings;
  vocabulary: LatinVocabulary;
  /** Whole name and author readings, for romaji typed with a slip. */
  readingVocabulary: ReadingVocabulary;
  /** The fandoms a query may name (decision 041); none unless given. */
  fandoms: FandomTable;
  scratch: Scratch;
  /** Holes plus rows added since the postings were built; past a quarter of the rows, compact. */
  churn: number;
};

// Below this many changes a compaction is not worth its cost whatever the catalogue's size.
const MIN_CHURN_TO_COMPACT = 2048;

function append(index: SearchIndex, row: SearchableCircle): IndexEntry {
  const previous = index.slotById.get(row.id);
  if (previous !== undefined) kill(index, previous);
  const entry = toEntry(row, index.entries.length);
  index.entries.push(entry);
  index.slotById.set(entry.id, entry.slot);
  index.columns = writeColumns(index.columns, entry);
  addWords(index.vocabulary, entry.id, entry.latinWords);
  addReadings(index.readingVocabulary, entry);
  return entry;
}

function kill(index: SearchIndex, slot: number): void {
  const entry = index.entries[slot];
  if (entry === undefined) return;
  removeWords(index.vocabulary, entry.id, entry.latinWords);
  removeReadings(index.readingVocabulary, entry);
  index.slotById.delete(entry.id);
  index.entries[slot] = undefined;
  index.columns.flags[slot] = Flag.dead;
  index.churn++;
}

/** Moves the live rows to consecutive slots and rebuilds the postings from them. */
function compact(index: SearchIndex): void {
  const live = index.entries.filter((entry): entry is IndexEntry => entry !== undefined);
  index.columns = createColumns(live.length);
  index.slotById.clear();
  live.forEach((entry, slot) => {
    entry.slot = slot;
    index.slotById.set(entry.id, slot);
    index.columns = writeColumns(index.columns, entry);
  });
  index.entries = live;
  index.postings = buildPostings(live);
  index.readingPostings = buildReadingPostings(live);
  index.churn = 0;
}

export function buildSearchIndex(rows: Iterable<SearchableCircle>, fandoms: FandomTable = NO_FANDOMS): SearchIndex {
  const index: SearchIndex = {
    entries: [],
    columns: createColumns(0),
    slotById: new Map(),
    postings: buildPostings([]),
    readingPostings: buildReadingPostings([]),
    vocabulary: createVocabulary(),
    readingVocabulary: createReadingVocabulary(),
    fandoms,
    scratch: createScratch(0),
    churn: 0,
  };
  for (const row of rows) append(index, row);
  // Rows repeated in the input leave holes; the compaction also builds the postings.
  compact(index);
  return index;
}

/**
 * What an index derives from its rows, in plain data that a device can keep and give back to
 * `restoreSearchIndex` with the same rows, instead of deriving it again: the normalised texts of each
 * row, its Latin words and the postings. Only of an index as built (no change since).
 *
 * A handful of large values, not one per row: IndexedDB's structured clone of 26,000 pairs of small
 * strings took longer than everything else of a start together, while one long string and a few typed
 * arrays are copied nearly as fast as memory.
 */
export type SearchIndexParts = {
  /** Per row its normalised text, then its reading segments, then its Latin words joined by spaces. */
  texts: string;
  /** Where each of those three ends in `texts`, three numbers per row. */
  textEnds: Int32Array;
  postings: BasePostings;
  readingPostings: ReadingPostings;
};

const TEXTS_PER_ROW = 3;

export function searchIndexParts(index: SearchIndex): SearchIndexParts {
  if (index.churn !== 0 || index.postings.delta.rows !== 0) throw new Error('Only an index as built has parts to keep.');
  const packed = packStrings(index.entries.flatMap((entry) => [entry?.text ?? '', entry?.readings ?? '', entry?.latinWords.join(' ') ?? '']));
  return { texts: packed.text, textEnds: packed.ends, postings: index.postings.base, readingPostings: index.readingPostings };
}

/**
 * The index `buildSearchIndex(rows)` builds, from the parts it gave: the same rows, in the same order,
 * each id once. Equal to the built index in every answer; null when the parts are not of these rows.
 */
export function restoreSearchIndex(rows: readonly SearchableCircle[], parts: SearchIndexParts, fandoms: FandomTable = NO_FANDOMS): SearchIndex | null {
  const { texts, textEnds } = parts;
  if (textEnds.length !== rows.length * TEXTS_PER_ROW || parts.readingPostings.builtRows !== rows.length || !packedStringsFit({ text: texts, ends: textEnds })) return null;
  // Parts kept by an earlier version, whose character lists held slots without their scores.
  if (!(parts.readingPostings.characterItems instanceof Int32Array)) return null;
  const entries: IndexEntry[] = [];
  const slotById = new Map<number, number>();
  let columns = createColumns(rows.length);
  const vocabulary = createVocabulary();
  const readingVocabulary = createReadingVocabulary();
  let start = 0;
  for (let slot = 0; slot < rows.length; slot++) {
    const row = rows[slot];
    if (row === undefined || slotById.has(row.id)) return null;
    const textEnd = textEnds[slot * TEXTS_PER_ROW] ?? 0;
    const readingsEnd = textEnds[slot * TEXTS_PER_ROW + 1] ?? 0;
    const wordsEnd = textEnds[slot * TEXTS_PER_ROW + 2] ?? 0;
    const words = wordsEnd === readingsEnd ? NO_LATIN_WORDS : texts.slice(readingsEnd, wordsEnd).split(' ');
    const entry = entryFromTexts(row, slot, { text: texts.slice(start, textEnd), readings: texts.slice(textEnd, readingsEnd) }, words);
    start = wordsEnd;
    entries.push(entry);
    slotById.set(row.id, slot);
    columns = writeColumns(columns, entry);
    addWords(vocabulary, entry.id, entry.latinWords);
    addReadings(readingVocabulary, entry);
  }
  return {
    entries,
    columns,
    slotById,
    postings: { base: parts.postings, delta: createDeltaPostings() },
    readingPostings: parts.readingPostings,
    vocabulary,
    readingVocabulary,
    fandoms,
    scratch: createScratch(0),
    churn: 0,
  };
}

function compactIfWorthIt(index: SearchIndex): void {
  if (index.churn > Math.max(MIN_CHURN_TO_COMPACT, index.slotById.size / 4)) compact(index);
}

/** Adds a row, or replaces the row with the same id. */
export function upsert(index: SearchIndex, row: SearchableCircle): void {
  const entry = append(index, row);
  addPostings(index.postings, entry);
  index.churn++;
  compactIfWorthIt(index);
}

/** Removes the row with this id; false when there was none. */
export function remove(index: SearchIndex, id: number): boolean {
  const slot = index.slotById.get(id);
  if (slot === undefined) return false;
  kill(index, slot);
  compactIfWorthIt(index);
  return true;
}

export function indexSize(index: SearchIndex): number {
  return index.slotById.size;
}
