import { normalizeText } from '@/lib/text/normalize';
import { foldedReading } from '@/lib/text/romaji';
import type { SearchableCircle, SearchPlacement } from './types';

/** Searchable fields in weight order; `IndexEntry.starts` is indexed by these. */
export const Field = {
  name: 0,
  nameKana: 1,
  author: 2,
  authorKana: 3,
  works: 4,
  description: 5,
} as const;
export const FIELD_COUNT = 6;

// normalizeText turns control characters into spaces, so neither separator can occur in a field or in
// a query: a match never spans two fields or two work titles.
export const FIELD_SEPARATOR = '\u0001';
export const TITLE_SEPARATOR = '\u0002';

/**
 * A row as the scan sees it. Built only by `toEntry` as one object literal so that every entry has the
 * same hidden class: the measurements showed spread-built objects making the scan ~8 times slower.
 */
export type IndexEntry = {
  id: number;
  /** Current position in `SearchIndex.entries`; kept up to date when rows are removed. */
  slot: number;
  /** All normalised fields, concatenated so that one `indexOf` scans a whole row. */
  text: string;
  /** Start offset of each field in `text`, plus the end of `text` (FIELD_COUNT + 1 numbers). */
  starts: number[];
  /** Folded name reading + separator + folded author reading, for romaji queries. */
  readings: string;
  authorReadingStart: number;
  /** Distinct Latin words of name, author and work titles: the fuzzy pass's vocabulary. */
  latinWords: string[];
  placements: readonly SearchPlacement[];
  firstOrder: number;
  genreCode: number;
  cashless: boolean;
  isAdult: boolean;
  isBooth: boolean;
  updatedAt: number;
};

// Fuzzy matching starts at five letters with one edit, so shorter words can never be within reach.
const LATIN_WORD = /[a-z]{4,}/g;

function latinWordsOf(texts: readonly string[]): string[] {
  const words = new Set<string>();
  for (const text of texts) {
    for (const word of text.match(LATIN_WORD) ?? []) words.add(word);
  }
  return [...words];
}

function firstOrderOf(placements: readonly SearchPlacement[]): number {
  let first = Number.MAX_SAFE_INTEGER;
  for (const placement of placements) first = Math.min(first, placement.order);
  return first;
}

export function toEntry(row: SearchableCircle, slot: number): IndexEntry {
  const name = normalizeText(row.name);
  const author = normalizeText(row.author);
  const works = row.workTitles.map(normalizeText).join(TITLE_SEPARATOR);
  const fields = [
    name,
    normalizeText(row.nameKana),
    author,
    normalizeText(row.authorKana),
    works,
    normalizeText(row.description),
  ];
  const starts: number[] = [];
  let offset = 0;
  for (const field of fields) {
    starts.push(offset);
    offset += field.length + 1;
  }
  starts.push(offset - 1);
  const nameReading = foldedReading(row.nameKana);
  return {
    id: row.id,
    slot,
    text: fields.join(FIELD_SEPARATOR),
    starts,
    readings: nameReading + FIELD_SEPARATOR + foldedReading(row.authorKana),
    authorReadingStart: nameReading.length + 1,
    latinWords: latinWordsOf([name, author, works]),
    placements: row.placements,
    firstOrder: firstOrderOf(row.placements),
    genreCode: row.genreCode,
    cashless: row.cashless,
    isAdult: row.isAdult,
    isBooth: row.isBooth,
    updatedAt: row.updatedAt,
  };
}

/** The field that contains offset `at` of `entry.text`. */
export function fieldAt(entry: IndexEntry, at: number): number {
  const { starts } = entry;
  let field = 0;
  while (field < FIELD_COUNT - 1 && at >= (starts[field + 1] ?? 0)) field++;
  return field;
}
