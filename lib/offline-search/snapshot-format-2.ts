import type { SearchableCircle } from '@/lib/search';
import { placementDecoder, type PlacementSteps } from './snapshot-placements';
import { decodeReading, type Reading } from './snapshot-readings';

// The columns of a copy saved in format 2 (or 1, without work readings), before repeated texts were
// written once (snapshot-shared-texts.ts). A device keeps searching such a copy offline until the next
// download replaces it: a delta never patches another format.

export type SnapshotColumnsFormat2 = {
  idSteps: number[];
  flags: number[];
  genreCodes: number[];
  editRanks: number[];
  names: string[];
  nameReadings: Reading[];
  authors: string[];
  authorReadings: Reading[];
  descriptions: string[];
  works: string[][];
  workReadings?: (Reading[] | 0)[];
  placements: PlacementSteps[];
};

export const isFormat2Columns = (columns: object): columns is SnapshotColumnsFormat2 => Array.isArray((columns as { authors?: unknown }).authors);

const Bit = { cashless: 1, adult: 2, booth: 4 } as const;

/** No readings come back as none: the search skips an empty reading, so both index alike. */
function decodeWorkReadings(readings: Reading[] | 0 | undefined, titles: readonly string[]): string[] {
  if (!readings) return [];
  return titles.map((title, at) => decodeReading(readings[at], title));
}

export function decodeFormat2Columns(columns: SnapshotColumnsFormat2): SearchableCircle[] {
  let id = 0;
  const placements = placementDecoder();
  const workReadings = columns.workReadings ?? [];
  return columns.idSteps.map((idStep, at) => {
    id += idStep;
    const flags = columns.flags[at] ?? 0;
    const name = columns.names[at] ?? '';
    const author = columns.authors[at] ?? '';
    return {
      id,
      wcid: 0,
      isBooth: (flags & Bit.booth) !== 0,
      name,
      nameKana: decodeReading(columns.nameReadings[at], name),
      author,
      authorKana: decodeReading(columns.authorReadings[at], author),
      workTitles: columns.works[at] ?? [],
      workReadings: decodeWorkReadings(workReadings[at], columns.works[at] ?? []),
      description: columns.descriptions[at] ?? '',
      genreCode: columns.genreCodes[at] ?? 0,
      cashless: (flags & Bit.cashless) !== 0,
      isAdult: (flags & Bit.adult) !== 0,
      updatedAt: columns.editRanks[at] ?? 0,
      placements: placements(columns.placements[at]),
    };
  });
}
