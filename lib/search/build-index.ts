import { createColumns, Flag, writeColumns, type Columns } from './columns';
import { toEntry, type IndexEntry } from './entry';
import { addWords, createVocabulary, removeWords, type LatinVocabulary } from './fuzzy';
import { addPostings, buildPostings, type NgramPostings } from './ngram-postings';
import { buildReadingPostings, type ReadingPostings } from './reading-postings';
import { createScratch, type Scratch } from './scratch';
import type { SearchableCircle } from './types';

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
  return entry;
}

function kill(index: SearchIndex, slot: number): void {
  const entry = index.entries[slot];
  if (entry === undefined) return;
  removeWords(index.vocabulary, entry.id, entry.latinWords);
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

export function buildSearchIndex(rows: Iterable<SearchableCircle>): SearchIndex {
  const index: SearchIndex = {
    entries: [],
    columns: createColumns(0),
    slotById: new Map(),
    postings: buildPostings([]),
    readingPostings: buildReadingPostings([]),
    vocabulary: createVocabulary(),
    scratch: createScratch(0),
    churn: 0,
  };
  for (const row of rows) append(index, row);
  // Rows repeated in the input leave holes; the compaction also builds the postings.
  compact(index);
  return index;
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
