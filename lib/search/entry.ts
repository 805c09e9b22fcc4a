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
   * Six segments separated by FIELD_SEPARATOR, for romaji, folded-kana and spacing-free queries: the
   * folded readings of the name, the author and the work titles, then the name, the author and the
   * work titles normalised with their spaces left out (only those that have spaces). Titles within a
   * segment are separated by TITLE_SEPARATOR. See READING_SEGMENT_KINDS.
   */
  readings: string;
  /** Distinct Latin words of name, author and work titles: the fuzzy pass's vocabulary. */
  latinWords: readonly string[];
  placements: readonly SearchPlacement[];
  firstOrder: number;
  genreCode: number;
  cashless: boolean;
  isAdult: boolean;
  isBooth: boolean;
  updatedAt: number;
};

// Fuzzy matching starts at five letters with one edit, so shorter words can never be within reach.
const MIN_LATIN_WORD = 4;
const isLowerLatin = (code: number): boolean => code >= 0x61 && code <= 0x7a;
// Most rows are Japanese or Chinese and have none: they share this list instead of each holding one.
export const NO_LATIN_WORDS: readonly string[] = [];

/** The distinct runs of at least four Latin letters in the texts, found without a regex or a set. */
function latinWordsOf(texts: readonly string[]): readonly string[] {
  let words: string[] | null = null;
  for (const text of texts) {
    let start = -1;
    for (let i = 0; i <= text.length; i++) {
      if (i < text.length && isLowerLatin(text.charCodeAt(i))) {
        if (start < 0) start = i;
        continue;
      }
      if (start >= 0 && i - start >= MIN_LATIN_WORD) {
        const word = text.slice(start, i);
        words ??= [];
        if (!words.includes(word)) words.push(word);
      }
      start = -1;
    }
  }
  return words ?? NO_LATIN_WORDS;
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

/** Added to a field number in READING_SEGMENT_KINDS: the segment is the field's text without spaces. */
export const COMPACT = 8;

/** What each segment of `IndexEntry.readings` holds, by its position. */
export const READING_SEGMENT_KINDS: readonly number[] = [
  Field.nameKana,
  Field.authorKana,
  Field.worksKana,
  Field.name + COMPACT,
  Field.author + COMPACT,
  Field.works + COMPACT,
];

function spaceless(text: string): string {
  if (!text.includes(' ')) return '';
  return text
    .split(TITLE_SEPARATOR)
    .filter((part) => part.includes(' '))
    .map((part) => part.replaceAll(' ', ''))
    .join(TITLE_SEPARATOR);
}

function readingSegments(row: SearchableCircle, text: string, starts: readonly number[]): string {
  const workReadings = (row.workReadings ?? []).map(foldedReading).filter((reading) => reading !== '');
  return [
    foldedReading(row.nameKana),
    foldedReading(row.authorKana),
    workReadings.join(TITLE_SEPARATOR),
    ...[Field.name, Field.author, Field.works].map((field) => spaceless(fieldText(text, starts, field))),
  ].join(FIELD_SEPARATOR);
}

/** A row's two derived texts: `IndexEntry.text` and `IndexEntry.readings`, the costly part of an entry. */
export type EntryTexts = { text: string; readings: string };

export function entryTexts(row: SearchableCircle): EntryTexts {
  // All fields normalised in one call: the same result as field by field, and faster.
  const works = row.workTitles.map(clean).join(TITLE_SEPARATOR);
  const workReadings = (row.workReadings ?? []).filter((reading) => reading !== '').map(clean).join(TITLE_SEPARATOR);
  const fields = [row.name, row.nameKana, row.author, row.authorKana].map(clean);
  const description = row.translatedText ? `${row.description} ${row.translatedText}` : row.description;
  const text = normalizeSegments([...fields, works, workReadings, clean(description)].join(FIELD_SEPARATOR));
  return { text, readings: readingSegments(row, text, fieldStarts(text)) };
}

/** The Latin words of a row's normalised text, as `IndexEntry.latinWords`. */
export function latinWordsOfText(text: string, starts: readonly number[] = fieldStarts(text)): readonly string[] {
  return latinWordsOf([Field.name, Field.author, Field.works].map((field) => fieldText(text, starts, field)));
}

/**
 * The entry of a row whose texts were derived before (by `entryTexts`, here or in an earlier session),
 * and its Latin words too when they were kept (`latinWordsOfText` of the same text).
 */
export function entryFromTexts(row: SearchableCircle, slot: number, { text, readings }: EntryTexts, latinWords?: readonly string[]): IndexEntry {
  const starts = fieldStarts(text);
  return {
    id: row.id,
    slot,
    text,
    starts,
    readings,
    latinWords: latinWords ?? latinWordsOfText(text, starts),
    placements: row.placements,
    firstOrder: firstOrderOf(row.placements),
    genreCode: row.genreCode,
    cashless: row.cashless,
    isAdult: row.isAdult,
    isBooth: row.isBooth,
    updatedAt: row.updatedAt,
  };
}

export function toEntry(row: SearchableCircle, slot: number): IndexEntry {
  return entryFromTexts(row, slot, entryTexts(row));
}

/** The field that contains offset `at` of `entry.text`. */
export function fieldAt(entry: IndexEntry, at: number): number {
  const { starts } = entry;
  let field = 0;
  while (field < FIELD_COUNT - 1 && at >= (starts[field + 1] ?? 0)) field++;
  return field;
}
