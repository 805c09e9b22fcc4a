import type { SearchableCircle, SearchPlacement } from '@/lib/search';

// The catalogue snapshot a device keeps for searching offline: every listed circle and booth of one
// event for one kind of viewer, in the fields the shared search (`lib/search`) and the offline list and
// detail need. Plain data and no server code, so the browser's worker decodes it with this same module.
//
// Columns, not rows: a compressor finds more in a column of names than in names interleaved with
// numbers (a tenth smaller with brotli). Rows go in venue order, so ids and placements are written as
// steps from the previous one, and a reading that is the name itself or the name in the other kana
// script is written as 0 or 1.

export const SNAPSHOT_FORMAT = 1;

export type SnapshotVariant = 'general' | 'adult';

/** 0: the same as the name; 1: the name in the other kana script; otherwise the reading itself. */
type Reading = string | 0 | 1;

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
  /** Per row, the kana reading of each work title (the search finds titles by them), as `nameReadings`. */
  workReadings: Reading[][];
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

const KATAKANA_START = 0x30a1;
const KATAKANA_END = 0x30f6;
const KANA_OFFSET = 0x60;

/** Hiragana as katakana and katakana as hiragana; anything else unchanged. */
function otherKanaScript(text: string): string {
  let out = '';
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (code >= KATAKANA_START && code <= KATAKANA_END) out += String.fromCharCode(code - KANA_OFFSET);
    else if (code >= KATAKANA_START - KANA_OFFSET && code <= KATAKANA_END - KANA_OFFSET) out += String.fromCharCode(code + KANA_OFFSET);
    else out += text[i];
  }
  return out;
}

function encodeReading(reading: string, name: string): Reading {
  if (reading === name) return 0;
  return reading !== '' && reading === otherKanaScript(name) ? 1 : reading;
}

function decodeReading(reading: Reading | undefined, name: string): string {
  if (reading === 0) return name;
  return reading === 1 ? otherKanaScript(name) : (reading ?? '');
}

const firstOrder = (row: SearchableCircle) => row.placements.reduce((first, placement) => Math.min(first, placement.order), Number.MAX_SAFE_INTEGER);

function editRanks(rows: readonly SearchableCircle[]): number[] {
  const times = [...new Set(rows.map((row) => row.updatedAt))].sort((a, b) => a - b);
  const rank = new Map(times.map((time, at) => [time, at]));
  return rows.map((row) => rank.get(row.updatedAt) ?? 0);
}

export function encodeSnapshotColumns(input: readonly SearchableCircle[]): SnapshotColumns {
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
    editRanks: editRanks(rows),
    names: rows.map((row) => row.name),
    nameReadings: rows.map((row) => encodeReading(row.nameKana, row.name)),
    authors: rows.map((row) => row.author),
    authorReadings: rows.map((row) => encodeReading(row.authorKana, row.author)),
    descriptions: rows.map((row) => row.description),
    works: rows.map((row) => [...row.workTitles]),
    workReadings: rows.map((row) => (row.workReadings ?? []).map((reading, at) => encodeReading(reading, row.workTitles[at] ?? ''))),
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
      workReadings: (columns.workReadings[at] ?? []).map((reading, title) => decodeReading(reading, columns.works[at]?.[title] ?? '')),
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
