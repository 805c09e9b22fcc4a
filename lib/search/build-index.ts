import { markStale, type Chunk } from './chunks';
import { createColumns, writeColumns, type Columns } from './columns';
import { toEntry, type IndexEntry } from './entry';
import { addWords, createVocabulary, removeWords, type LatinVocabulary } from './fuzzy';
import { addPostings, createPostings, moveSlot, type NgramPostings } from './ngram-postings';
import { createScratch, type Scratch } from './scratch';
import type { SearchableCircle } from './types';

export type SearchIndex = {
  /** Dense: removal moves the last entry into the hole, so the scan never meets a gap. */
  entries: IndexEntry[];
  /** Per-slot values for filtering and sorting, kept in step with `entries`. */
  columns: Columns;
  slotById: Map<number, number>;
  postings: NgramPostings;
  /** Folded readings, concatenated for the romaji scan. */
  chunks: Chunk[];
  vocabulary: LatinVocabulary;
  scratch: Scratch;
};

export function buildSearchIndex(rows: Iterable<SearchableCircle>): SearchIndex {
  const index: SearchIndex = {
    entries: [],
    columns: createColumns(0),
    slotById: new Map(),
    postings: createPostings(),
    chunks: [],
    vocabulary: createVocabulary(),
    scratch: createScratch(0),
  };
  for (const row of rows) upsert(index, row);
  return index;
}

/** Adds a row, or replaces the row with the same id in place. */
export function upsert(index: SearchIndex, row: SearchableCircle): void {
  const existing = index.slotById.get(row.id);
  const slot = existing ?? index.entries.length;
  const entry = toEntry(row, slot);
  if (existing !== undefined) {
    const old = index.entries[existing];
    if (old !== undefined) {
      removeWords(index.vocabulary, old.id, old.latinWords);
      moveSlot(index.postings, old, existing, -1);
    }
    index.entries[existing] = entry;
  } else {
    index.entries.push(entry);
    index.slotById.set(row.id, slot);
  }
  index.columns = writeColumns(index.columns, entry);
  addWords(index.vocabulary, entry.id, entry.latinWords);
  addPostings(index.postings, entry);
  markStale(index.chunks, slot);
}

/** Removes the row with this id; false when there was none. */
export function remove(index: SearchIndex, id: number): boolean {
  const slot = index.slotById.get(id);
  if (slot === undefined) return false;
  const entry = index.entries[slot];
  if (entry !== undefined) {
    removeWords(index.vocabulary, entry.id, entry.latinWords);
    moveSlot(index.postings, entry, slot, -1);
  }
  const last = index.entries.pop();
  if (last !== undefined && last.id !== id) {
    moveSlot(index.postings, last, last.slot, slot);
    last.slot = slot;
    index.entries[slot] = last;
    index.columns = writeColumns(index.columns, last);
    index.slotById.set(last.id, slot);
  }
  index.slotById.delete(id);
  markStale(index.chunks, slot);
  markStale(index.chunks, index.entries.length);
  return true;
}

export function indexSize(index: SearchIndex): number {
  return index.entries.length;
}
