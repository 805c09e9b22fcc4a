import type { SearchableCircle } from '@/lib/search';
import { placementDecoder, type PlacementSteps } from './snapshot-placements';
import { decodeReading, type Reading } from './snapshot-readings';

/**
 * A row as the snapshot carries it: the search's row, and its texts in the snapshot's language
 * (decision 042): `translations` are what the search reads (joined into `translatedText`), and, when
 * `descriptionTranslation` says whose it is, the first of them is the description's as a page shows it.
 */
export type SnapshotRow = SearchableCircle & { translations?: readonly string[]; descriptionTranslation?: 'own' | 'machine' };

/** The search's text of a row's translations, as the server joins them. */
export const translatedTextOf = (translations: readonly string[]) => translations.join(' ');

/** Bits of a row's flags. */
export const Bit = { cashless: 1, adult: 2, booth: 4 } as const;

/** The columns that every format of the snapshot stores alike. */
export type CommonColumns = {
  idSteps: number[];
  flags: number[];
  genreCodes: number[];
  names: string[];
  nameReadings: Reading[];
  placements: PlacementSteps[];
};

/** What each format stores its own way: a row's author, works, description and edit rank. */
export type RowTexts = Pick<SearchableCircle, 'author' | 'authorKana' | 'workTitles' | 'workReadings' | 'description' | 'updatedAt'>;

/**
 * The snapshot's rows as the search index takes them, from the common columns and the format's own
 * texts of each row: the values the server's index was built from, except that the wcid is 0 and
 * `updatedAt` is the edit's rank, neither of which changes a result.
 */
export function assembleRows(columns: CommonColumns, textsOf: (row: number) => RowTexts): SearchableCircle[] {
  let id = 0;
  const placements = placementDecoder();
  return columns.idSteps.map((idStep, at) => {
    id += idStep;
    const flags = columns.flags[at] ?? 0;
    const name = columns.names[at] ?? '';
    const texts = textsOf(at);
    return {
      id,
      wcid: 0,
      isBooth: (flags & Bit.booth) !== 0,
      name,
      nameKana: decodeReading(columns.nameReadings[at], name),
      author: texts.author,
      authorKana: texts.authorKana,
      workTitles: texts.workTitles,
      workReadings: texts.workReadings,
      description: texts.description,
      genreCode: columns.genreCodes[at] ?? 0,
      cashless: (flags & Bit.cashless) !== 0,
      isAdult: (flags & Bit.adult) !== 0,
      updatedAt: texts.updatedAt,
      placements: placements(columns.placements[at]),
    };
  });
}
