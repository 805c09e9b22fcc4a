import type { SearchableCircle } from '@/lib/search';
import type { PlacementSteps } from './snapshot-placements';
import { decodeReading, type Reading } from './snapshot-readings';
import { assembleRows } from './snapshot-rows';

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

/** No readings come back as none: the search skips an empty reading, so both index alike. */
function decodeWorkReadings(readings: Reading[] | 0 | undefined, titles: readonly string[]): string[] {
  if (!readings) return [];
  return titles.map((title, at) => decodeReading(readings[at], title));
}

export function decodeFormat2Columns(columns: SnapshotColumnsFormat2): SearchableCircle[] {
  const workReadings = columns.workReadings ?? [];
  return assembleRows(columns, (at) => {
    const author = columns.authors[at] ?? '';
    const works = columns.works[at] ?? [];
    return {
      author,
      authorKana: decodeReading(columns.authorReadings[at], author),
      workTitles: works,
      workReadings: decodeWorkReadings(workReadings[at], works),
      description: columns.descriptions[at] ?? '',
      updatedAt: columns.editRanks[at] ?? 0,
    };
  });
}
