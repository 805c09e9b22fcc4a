import type { SearchableCircle, SearchPlacement } from '@/lib/search';
import { decodeReading, encodeReading, type Reading } from './snapshot-readings';

// The catalogue snapshot a device keeps for searching offline: every listed circle and booth of one
// event for one kind of viewer, in the fields the shared search (`lib/search`) and the offline list and
// detail need. Plain data and no server code, so the browser's worker decodes it with this same module.
//
// Columns, not rows: a compressor finds more in a column of names than in names interleaved with
// numbers (a tenth smaller with brotli). Rows go in venue order, so ids and placements are written as
// steps from the previous one, and a reading is written against the text it reads (snapshot-readings.ts).

/** 2: work readings, and readings written against their text's kana. A device replaces another format. */
export const SNAPSHOT_FORMAT = 2;

export type SnapshotVariant = 'general' | 'adult';

export type SnapshotColumns = {
  idSteps: number[];
  /** Bits: 1 cashless, 2 adult, 4 booth. */
  flags: number[];
  genreCodes: number[];
  /**
   * The rank of each row's last edit among all edit times (equal times, equal ranks). The search only
   * compares edit times (the "newest" order), and a rank costs half the bytes of a time.
   */
  editRanks: number[];
  names: string[];
  nameReadings: Reading[];
  authors: string[];
  authorReadings: Reading[];
  descriptions: string[];
  works: string[][];
  /** Per row, the reading of each work title, or 0 when none has one. */
  workReadings: (Reading[] | 0)[];
  /** Per row, `[orderStep, blockKey]` per placement: the step from the previous placement written. */
  placements: [orderStep: number, block: string][][];
};

export type SnapshotFacets = {
  days: { number: number; date: string }[];
  halls: { key: string; isCorporate: boolean }[];
  blocks: { key: string; name: string; hallKeys: string[] }[];
  genres: { code: number; nameEn: string; nameJa: string; nameZh: string }[];
};

export type CatalogueSnapshot = {
  format: typeof SNAPSHOT_FORMAT;
  eventId: number;
  variant: SnapshotVariant;
  facets: SnapshotFacets;
  columns: SnapshotColumns;
};

const Bit = { cashless: 1, adult: 2, booth: 4 } as const;

// The inverse of `placementOrder`: ((((day * 64 + hallRank) * 1024 + blockRank) * 1024 + space) * 2 + side.
const HALL_LETTERS = ['E', 'W', 'S'] as const;

export type PlacementParts = { day: number; hall: string; spaceNumber: number; side: 'a' | 'b' };

export function placementParts(order: number): PlacementParts {
  const side = order % 2 === 1 ? 'b' : 'a';
  const spaceNumber = Math.floor(order / 2) % 1024;
  const hallRank = Math.floor(order / (2 * 1024 * 1024)) % 64;
  const day = Math.floor(order / (2 * 1024 * 1024 * 64));
  const hall = `${HALL_LETTERS[Math.floor(hallRank / 16)] ?? 'S'}${(hallRank % 16) + 1}`;
  return { day, hall, spaceNumber, side };
}

const firstOrder = (row: SearchableCircle) => row.placements.reduce((first, placement) => Math.min(first, placement.order), Number.MAX_SAFE_INTEGER);

/** Every distinct edit time of the rows, oldest first: a row's rank is the place of its time here. */
export const editTimesOf = (rows: readonly SearchableCircle[]): number[] => [...new Set(rows.map((row) => row.updatedAt))].sort((a, b) => a - b);

function editRanks(rows: readonly SearchableCircle[]): number[] {
  const rank = new Map(editTimesOf(rows).map((time, at) => [time, at]));
  return rows.map((row) => rank.get(row.updatedAt) ?? 0);
}

function encodeWorkReadings(row: SearchableCircle): Reading[] | 0 {
  const readings = row.workReadings ?? [];
  if (readings.every((reading) => reading === '')) return 0;
  return row.workTitles.map((title, at) => encodeReading(readings[at] ?? '', title));
}

/** No readings come back as none: the search skips an empty reading, so both index alike. */
function decodeWorkReadings(readings: Reading[] | 0 | undefined, titles: readonly string[]): string[] {
  if (!readings) return [];
  return titles.map((title, at) => decodeReading(readings[at], title));
}

/**
 * The rows as columns, in venue order. `updatedAt` becomes the rank of each edit time, or, for rows whose
 * `updatedAt` already is a rank in a larger snapshot (a delta's rows, snapshot-delta.ts), stays as it is.
 */
export function encodeSnapshotColumns(input: readonly SearchableCircle[], updatedAt: 'time' | 'rank' = 'time'): SnapshotColumns {
  const rows = [...input].sort((a, b) => firstOrder(a) - firstOrder(b) || a.id - b.id);
  let previousId = 0;
  let previousOrder = 0;
  return {
    idSteps: rows.map((row) => {
      const step = row.id - previousId;
      previousId = row.id;
      return step;
    }),
    flags: rows.map((row) => (row.cashless ? Bit.cashless : 0) | (row.isAdult ? Bit.adult : 0) | (row.isBooth ? Bit.booth : 0)),
    genreCodes: rows.map((row) => row.genreCode),
    editRanks: updatedAt === 'time' ? editRanks(rows) : rows.map((row) => row.updatedAt),
    names: rows.map((row) => row.name),
    nameReadings: rows.map((row) => encodeReading(row.nameKana, row.name)),
    authors: rows.map((row) => row.author),
    authorReadings: rows.map((row) => encodeReading(row.authorKana, row.author)),
    descriptions: rows.map((row) => row.description),
    works: rows.map((row) => [...row.workTitles]),
    workReadings: rows.map(encodeWorkReadings),
    placements: rows.map((row) =>
      row.placements.map((placement): [number, string] => {
        const step = placement.order - previousOrder;
        previousOrder = placement.order;
        return [step, placement.block];
      }),
    ),
  };
}

/**
 * The snapshot's rows as the search index takes them: the values the server's index was built from,
 * except that the wcid is 0 and `updatedAt` is the edit's rank, neither of which changes a result.
 */
export function decodeSnapshotColumns(columns: SnapshotColumns): SearchableCircle[] {
  let id = 0;
  let order = 0;
  // A copy saved in format 1 has none; it is searched without them until the next download replaces it.
  const workReadings: SnapshotColumns['workReadings'] = (columns as Partial<SnapshotColumns>).workReadings ?? [];
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
      placements: (columns.placements[at] ?? []).map(([step, block]): SearchPlacement => {
        order += step;
        const { day, hall } = placementParts(order);
        return { day, hall, block, order };
      }),
    };
  });
}
