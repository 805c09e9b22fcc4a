import type { SearchPlacement } from '@/lib/search';
import { translatedTextOf, type SnapshotRow } from './snapshot-rows';
import { packStrings, packedStringsFit } from '@/lib/text/packed-strings';

// The decoded rows of a snapshot in a form IndexedDB copies fast, kept beside the index derived from
// them (`index-cache.ts`): a start that finds them neither reads nor parses the snapshot's JSON nor
// decodes its columns, which together were a third of opening. Every string of every row in one long
// string, every number in one typed array: a handful of values to clone instead of a quarter of a
// million. Independent of the snapshot's wire format: these are the rows the search was built from.

export type KeptRows = {
  /** The rows' strings, one after another (see `packRows` for the order). */
  strings: string;
  /** Where each string ends in `strings`. */
  stringEnds: Int32Array;
  /** Per row: id, wcid, flags, genre code, updatedAt, works, work readings, placements, translations. */
  numbers: Float64Array;
  /** Per placement: day, order. */
  placementNumbers: Float64Array;
};

const NUMBERS_PER_ROW = 9;
// `own` and `machine`: whose is the description's translation, the first of the row's translations.
const Bit = { cashless: 1, adult: 2, booth: 4, own: 8, machine: 16 } as const;

export function packRows(rows: readonly SnapshotRow[]): KeptRows {
  const strings: string[] = [];
  const numbers = new Float64Array(rows.length * NUMBERS_PER_ROW);
  const placementNumbers: number[] = [];
  rows.forEach((row, at) => {
    const workReadings = row.workReadings;
    // undefined and [] are told apart by -1 and 0, so that the rows come back equal.
    const readingCount = workReadings === undefined ? -1 : workReadings.length;
    const translations = row.translations ?? [];
    const description = row.descriptionTranslation === 'own' ? Bit.own : row.descriptionTranslation === 'machine' ? Bit.machine : 0;
    const flags = (row.cashless ? Bit.cashless : 0) | (row.isAdult ? Bit.adult : 0) | (row.isBooth ? Bit.booth : 0) | description;
    numbers.set([row.id, row.wcid, flags, row.genreCode, row.updatedAt, row.workTitles.length, readingCount, row.placements.length, translations.length], at * NUMBERS_PER_ROW);
    strings.push(row.name, row.nameKana, row.author, row.authorKana, row.description, ...row.workTitles, ...(workReadings ?? []), ...translations);
    for (const placement of row.placements) {
      strings.push(placement.hall, placement.block);
      placementNumbers.push(placement.day, placement.order);
    }
  });
  const packed = packStrings(strings);
  return { strings: packed.text, stringEnds: packed.ends, numbers, placementNumbers: Float64Array.from(placementNumbers) };
}

/** The rows `packRows` was given, equal field by field; null when the parts do not fit together. */
export function unpackRows({ strings, stringEnds, numbers, placementNumbers }: KeptRows): SnapshotRow[] | null {
  if (numbers.length % NUMBERS_PER_ROW !== 0 || !packedStringsFit({ text: strings, ends: stringEnds })) return null;
  let nextString = 0;
  let start = 0;
  const next = (): string => {
    const end = stringEnds[nextString++] ?? start;
    const text = strings.slice(start, end);
    start = end;
    return text;
  };
  const list = (count: number): string[] => {
    const texts = new Array<string>(count);
    for (let at = 0; at < count; at++) texts[at] = next();
    return texts;
  };
  let nextPlacement = 0;
  const rows: SnapshotRow[] = [];
  for (let at = 0; at < numbers.length; at += NUMBERS_PER_ROW) {
    const flags = numbers[at + 2] ?? 0;
    const readingCount = numbers[at + 6] ?? -1;
    const name = next();
    const nameKana = next();
    const author = next();
    const authorKana = next();
    const description = next();
    const workTitles = list(numbers[at + 5] ?? 0);
    const workReadings = readingCount < 0 ? undefined : list(readingCount);
    const translations = list(numbers[at + 8] ?? 0);
    const placements = new Array<SearchPlacement>(numbers[at + 7] ?? 0);
    for (let p = 0; p < placements.length; p++, nextPlacement += 2) {
      const hall = next();
      const block = next();
      placements[p] = { day: placementNumbers[nextPlacement] ?? 0, hall, block, order: placementNumbers[nextPlacement + 1] ?? 0 };
    }
    const row: SnapshotRow = {
      id: numbers[at] ?? 0,
      wcid: numbers[at + 1] ?? 0,
      isBooth: (flags & Bit.booth) !== 0,
      name,
      nameKana,
      author,
      authorKana,
      workTitles,
      // Present as the snapshot's decoding gives it (an array, empty for none), or absent.
      workReadings,
      description,
      genreCode: numbers[at + 3] ?? 0,
      cashless: (flags & Bit.cashless) !== 0,
      isAdult: (flags & Bit.adult) !== 0,
      updatedAt: numbers[at + 4] ?? 0,
      placements,
    };
    if (translations.length > 0) Object.assign(row, { translations, translatedText: translatedTextOf(translations) });
    if (flags & Bit.own) row.descriptionTranslation = 'own';
    else if (flags & Bit.machine) row.descriptionTranslation = 'machine';
    rows.push(row);
  }
  return nextString === stringEnds.length && nextPlacement === placementNumbers.length ? rows : null;
}
