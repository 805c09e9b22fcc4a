import type { OrganiserFandom, SearchableCircle } from '@/lib/search';
import { decodeFormat2Columns, isFormat2Columns, type SnapshotColumnsFormat2 } from './snapshot-format-2';
import { placementEncoder, type PlacementSteps } from './snapshot-placements';
import { encodeReading, type Reading } from './snapshot-readings';
import { assembleRows, Bit, translatedTextOf, type SnapshotRow } from './snapshot-rows';
import { decodeSharedTexts, encodeSharedTexts, type DecodedSharedTexts, type SharedTexts } from './snapshot-shared-texts';

export { placementParts } from './snapshot-placements';

// The catalogue snapshot a device keeps for searching offline: every listed circle and booth of one
// event for one kind of viewer, in the fields the shared search (`lib/search`) and the offline list and
// detail need. Plain data and no server code, so the browser's worker decodes it with this same module.
//
// Columns, not rows: a compressor finds more in a column of names than in names interleaved with
// numbers (a tenth smaller with brotli). Rows go in venue order, so ids and placements are written as
// steps from the previous one, a reading is written against the text it reads (snapshot-readings.ts),
// and authors, descriptions and work titles, which repeat across rows, are written once each
// (snapshot-shared-texts.ts).

/**
 * 3: authors, descriptions and work titles written once each, edit ranks as fixed-width base 36.
 * 2: work readings, and readings written against their text's kana. A device replaces another format
 * at its next download, and searches an older copy until then (snapshot-format-2.ts).
 */
export const SNAPSHOT_FORMAT = 3;

export type SnapshotVariant = 'general' | 'adult';

/** The language a snapshot carries translations into (decision 042); a Japanese reader's carries none. */
export type SnapshotLanguage = 'en' | 'zh';

/** Per row one character: `-` no translation of the description, `o` the circle's own, `m` the machine's. */
const TRANSLATION_KIND = { none: '-', own: 'o', machine: 'm' } as const;

/**
 * The rows' texts in the snapshot's language: per row its translations (the description's first when its
 * kind says so), written once each as the descriptions are. Absent when no row has any.
 */
export type TranslationColumns = { kinds: string; texts: SharedTexts };

/** Whole numbers from 0, each `width` base-36 digits, one after another. */
export type FixedWidthNumbers = { width: number; digits: string };

export type SnapshotColumns = {
  idSteps: number[];
  /** Bits: 1 cashless, 2 adult, 4 booth. */
  flags: number[];
  genreCodes: number[];
  /**
   * The rank of each row's last edit among all edit times (equal times, equal ranks). The search only
   * compares edit times (the "newest" order), and a rank costs half the bytes of a time. Fixed-width
   * base 36 without separators: 51 KB of brotli on the demo event, 60 as a JSON array.
   */
  editRanks: FixedWidthNumbers;
  names: string[];
  nameReadings: Reading[];
  /** One author with its reading per row. */
  authors: SharedTexts;
  /** One description per row, without readings. */
  descriptions: SharedTexts;
  /** The row's work titles with their readings ('' where a title has none). */
  works: SharedTexts;
  /** Per row, `[orderStep, blockKey]` per placement: the step from the previous placement written. */
  placements: PlacementSteps[];
  translations?: TranslationColumns;
};

export type SnapshotFacets = {
  days: { number: number; date: string }[];
  halls: { key: string; isCorporate: boolean }[];
  blocks: { key: string; name: string; hallKeys: string[] }[];
  genres: { code: number; nameEn: string; nameJa: string; nameZh: string }[];
  /** The organiser's fandoms, so that the device takes the same words for a fandom as the server. */
  fandoms?: OrganiserFandom[];
};

export type CatalogueSnapshot = {
  format: typeof SNAPSHOT_FORMAT;
  eventId: number;
  variant: SnapshotVariant;
  /** Absent: no translations (a Japanese reader's copy, or one of before they were carried). */
  language?: SnapshotLanguage;
  facets: SnapshotFacets;
  columns: SnapshotColumns;
};


const firstOrder = (row: SearchableCircle) => row.placements.reduce((first, placement) => Math.min(first, placement.order), Number.MAX_SAFE_INTEGER);

/** Every distinct edit time of the rows, oldest first: a row's rank is the place of its time here. */
export const editTimesOf = (rows: readonly SearchableCircle[]): number[] => [...new Set(rows.map((row) => row.updatedAt))].sort((a, b) => a - b);

function editRanks(rows: readonly SearchableCircle[]): number[] {
  const rank = new Map(editTimesOf(rows).map((time, at) => [time, at]));
  return rows.map((row) => rank.get(row.updatedAt) ?? 0);
}

function encodeFixedWidth(numbers: readonly number[]): FixedWidthNumbers {
  const width = numbers.reduce((widest, value) => Math.max(widest, value.toString(36).length), 1);
  return { width, digits: numbers.map((value) => value.toString(36).padStart(width, '0')).join('') };
}

function decodeFixedWidth({ width, digits }: FixedWidthNumbers, count: number): Int32Array {
  const numbers = new Int32Array(count);
  for (let at = 0, char = 0; at < count; at++) {
    let value = 0;
    for (let end = char + width; char < end; char++) {
      const code = digits.charCodeAt(char);
      value = value * 36 + (code <= 0x39 ? code - 0x30 : code - 0x57);
    }
    numbers[at] = value;
  }
  return numbers;
}

function encodeTranslations(rows: readonly SnapshotRow[]): TranslationColumns | undefined {
  if (!rows.some((row) => (row.translations?.length ?? 0) > 0)) return undefined;
  return {
    kinds: rows.map((row) => TRANSLATION_KIND[row.descriptionTranslation ?? 'none']).join(''),
    texts: encodeSharedTexts(
      rows.map((row) => (row.translations ?? []).map((text) => ({ text, reading: '' }))),
      false,
    ),
  };
}

/**
 * The rows as columns, in venue order. `updatedAt` becomes the rank of each edit time, or, for rows whose
 * `updatedAt` already is a rank in a larger snapshot (a delta's rows, snapshot-delta.ts), stays as it is.
 */
export function encodeSnapshotColumns(input: readonly SnapshotRow[], updatedAt: 'time' | 'rank' = 'time'): SnapshotColumns {
  const rows = [...input].sort((a, b) => firstOrder(a) - firstOrder(b) || a.id - b.id);
  let previousId = 0;
  const placements = placementEncoder();
  const translations = encodeTranslations(rows);
  return {
    idSteps: rows.map((row) => {
      const step = row.id - previousId;
      previousId = row.id;
      return step;
    }),
    flags: rows.map((row) => (row.cashless ? Bit.cashless : 0) | (row.isAdult ? Bit.adult : 0) | (row.isBooth ? Bit.booth : 0)),
    genreCodes: rows.map((row) => row.genreCode),
    editRanks: encodeFixedWidth(updatedAt === 'time' ? editRanks(rows) : rows.map((row) => row.updatedAt)),
    names: rows.map((row) => row.name),
    nameReadings: rows.map((row) => encodeReading(row.nameKana, row.name)),
    authors: encodeSharedTexts(
      rows.map((row) => [{ text: row.author, reading: row.authorKana }]),
      true,
    ),
    descriptions: encodeSharedTexts(
      rows.map((row) => [{ text: row.description, reading: '' }]),
      false,
    ),
    works: encodeSharedTexts(
      rows.map((row) => row.workTitles.map((text, at) => ({ text, reading: row.workReadings?.[at] ?? '' }))),
      true,
    ),
    placements: rows.map((row) => placements(row.placements)),
    ...(translations && { translations }),
  };
}

const sharedText = (shared: DecodedSharedTexts, row: number) => shared.places[shared.starts[row] ?? 0] ?? -1;

function sharedList(shared: DecodedSharedTexts, row: number, of: readonly string[]): string[] {
  const list: string[] = [];
  for (let at = shared.starts[row] ?? 0; at < (shared.starts[row + 1] ?? 0); at++) list.push(of[shared.places[at] ?? -1] ?? '');
  return list;
}

/** Puts each row's translations back, the search's text of them with them. */
function attachTranslations(rows: SnapshotRow[], { kinds, texts }: TranslationColumns): SnapshotRow[] {
  const shared = decodeSharedTexts(texts, rows.length);
  rows.forEach((row, at) => {
    const translations = sharedList(shared, at, shared.texts);
    if (translations.length === 0) return;
    row.translations = translations;
    row.translatedText = translatedTextOf(translations);
    const kind = kinds.charAt(at);
    if (kind === TRANSLATION_KIND.own) row.descriptionTranslation = 'own';
    else if (kind === TRANSLATION_KIND.machine) row.descriptionTranslation = 'machine';
  });
  return rows;
}

/** The snapshot's rows as the search index takes them (snapshot-rows.ts), from either format. */
export function decodeSnapshotColumns(columns: SnapshotColumns | SnapshotColumnsFormat2): SnapshotRow[] {
  if (isFormat2Columns(columns)) return decodeFormat2Columns(columns);
  const count = columns.idSteps.length;
  const ranks = decodeFixedWidth(columns.editRanks, count);
  const authors = decodeSharedTexts(columns.authors, count);
  const descriptions = decodeSharedTexts(columns.descriptions, count);
  const works = decodeSharedTexts(columns.works, count);
  // Every work title comes with its reading, '' where it has none, which the search skips as the server's does.
  const rows = assembleRows(columns, (at) => {
    const author = sharedText(authors, at);
    return {
      author: authors.texts[author] ?? '',
      authorKana: authors.readings[author] ?? '',
      workTitles: sharedList(works, at, works.texts),
      workReadings: sharedList(works, at, works.readings),
      description: descriptions.texts[sharedText(descriptions, at)] ?? '',
      updatedAt: ranks[at] ?? 0,
    };
  });
  return columns.translations ? attachTranslations(rows, columns.translations) : rows;
}
