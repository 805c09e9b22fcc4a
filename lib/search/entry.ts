import { normalizeSegments } from '@/lib/text/normalize';
import { foldedReading } from '@/lib/text/romaji';
import type { SearchableCircle, SearchPlacement } from './types';

/** Searchable fields in weight order; `IndexEntry.starts` is indexed by these. */
export const Field = {
  name: 0,
  nameKana: 1,
  author: 2,
  authorKana: 3,
  works: 4,
  worksKana: 5,
  description: 6,
} as const;
export const FIELD_COUNT = 7;

// normalizeText turns control characters into spaces, so neither separator can occur in a field or in
// a query: a match never spans two fields or two work titles.
export const FIELD_SEPARATOR = '\u0001';
export const TITLE_SEPARATOR = '\u0002';

/**
 * A row as the search sees it. Built only by `toEntry` as one object literal so that every entry has the
 * same hidden class: the measurements showed spread-built objects making a scan ~8 times slower.
 */
export type IndexEntry = {
  id: number;
  /** Position in `SearchIndex.entries`; changes only when the index compacts. */
  slot: number;
  /** All normalised fields, concatenated so that one `indexOf` checks a whole row. */
  text: string;
  /** Start offset of each field in `text`, then text.length + 1 (FIELD_COUNT + 1 numbers). */
  starts: number[];
  /**
   * Segments separated by FIELD_SEPARATOR, for romaji, folded-kana and spacing-free queries: the folded
   * readings of the name, the author and each work title, then each name, author or title that holds
   * spaces, normalised with the spaces left out.
   */
  readings: string;
  /** Start offset of each segment of `readings`. */
  readingStarts: number[];
  /** Each segment's field; plus COMPACT for a field's text without its spaces. */
  readingKinds: number[];
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

const SEPARATORS = /[\u0000-\u0002]/g;
const HAS_SEPARATORS = /[\u0000-\u0002]/;

// Separator characters typed into a field would be taken for field boundaries; as whitespace they
// normalise exactly as normalizeText would have made them.
const clean = (text: string): string => (HAS_SEPARATORS.test(text) ? text.replace(SEPARATORS, ' ') : text);

/** Offsets where each field of the normalised row text starts, then where one more would start. */
function fieldStarts(text: string): number[] {
  const starts = [0];
  for (let at = text.indexOf(FIELD_SEPARATOR); at >= 0; at = text.indexOf(FIELD_SEPARATOR, at + 1)) starts.push(at + 1);
  starts.push(text.length + 1);
  return starts;
}

export function fieldText(text: string, starts: readonly number[], field: number): string {
  return text.slice(starts[field], (starts[field + 1] ?? 0) - 1);
}

/** Added to a field number in `readingKinds`: the segment is the field's text without spaces. */
export const COMPACT = 8;

type ReadingSegments = Pick<IndexEntry, 'readings' | 'readingStarts' | 'readingKinds'>;

function readingSegments(row: SearchableCircle, text: string, starts: readonly number[]): ReadingSegments {
  const segments: string[] = [];
  const kinds: number[] = [];
  const add = (segment: string, kind: number) => {
    if (segment === '') return;
    segments.push(segment);
    kinds.push(kind);
  };
  add(foldedReading(row.nameKana), Field.nameKana);
  add(foldedReading(row.authorKana), Field.authorKana);
  for (const reading of row.workReadings ?? []) add(foldedReading(reading), Field.worksKana);
  for (const field of [Field.name, Field.author, Field.works]) {
    for (const part of fieldText(text, starts, field).split(TITLE_SEPARATOR)) {
      if (part.includes(' ')) add(part.replaceAll(' ', ''), field + COMPACT);
    }
  }
  const readingStarts: number[] = [];
  let offset = 0;
  for (const segment of segments) {
    readingStarts.push(offset);
    offset += segment.length + 1;
  }
  return { readings: segments.join(FIELD_SEPARATOR), readingStarts, readingKinds: kinds };
}

export function toEntry(row: SearchableCircle, slot: number): IndexEntry {
  // All fields normalised in one call: the same result as field by field, and faster.
  const works = row.workTitles.map(clean).join(TITLE_SEPARATOR);
  const workReadings = (row.workReadings ?? []).filter((reading) => reading !== '').map(clean).join(TITLE_SEPARATOR);
  const fields = [row.name, row.nameKana, row.author, row.authorKana].map(clean);
  const text = normalizeSegments([...fields, works, workReadings, clean(row.description)].join(FIELD_SEPARATOR));
  const starts = fieldStarts(text);
  const latinSources = [Field.name, Field.author, Field.works].map((field) => fieldText(text, starts, field));
  const { readings, readingStarts, readingKinds } = readingSegments(row, text, starts);
  return {
    id: row.id,
    slot,
    text,
    starts,
    readings,
    readingStarts,
    readingKinds,
    latinWords: latinWordsOf(latinSources),
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
