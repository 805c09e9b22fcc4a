/** One space a circle (or booth) stands in. A circle has one or two; a booth one per event day. */
export type SearchPlacement = {
  day: number;
  /** Hall key as the filters use it, e.g. `E1`, `W3`. */
  hall: string;
  /** Block key as the filters use it, e.g. `E:ア`; empty for booths. */
  block: string;
  /** Position in venue order (day, hall, block order, space, side); see `placementOrder`. */
  order: number;
};

/** The row the index is built from: one circle or one corporate booth. */
export type SearchableCircle = {
  id: number;
  wcid: number;
  isBooth: boolean;
  name: string;
  nameKana: string;
  author: string;
  authorKana: string;
  workTitles: readonly string[];
  /** Kana readings of the work titles, where known (stored with the catalogue, never derived here). */
  workReadings?: readonly string[];
  description: string;
  /** The description's, supplement's and works' English and Chinese translations (decision 042), searched with the description. */
  translatedText?: string;
  genreCode: number;
  cashless: boolean;
  isAdult: boolean;
  /** Epoch milliseconds. */
  updatedAt: number;
  placements: readonly SearchPlacement[];
};

export type SearchSort = 'placement' | 'newest' | 'score';

export type SearchQuery = {
  keyword?: string;
  days?: readonly number[];
  halls?: readonly string[];
  blocks?: readonly string[];
  genres?: readonly number[];
  cashlessOnly?: boolean;
  /** Restricts the search to these ids, e.g. the user's favourites. */
  ids?: ReadonlySet<number> | readonly number[];
  /** true: booths only, false: circles only, absent: both. */
  isBooth?: boolean;
  excludeAdult?: boolean;
  sort: SearchSort;
  /** The words as typed only: a fandom's name is not taken for the fandom (decision 041). */
  literal?: boolean;
  /** Minimum score, 0 (loose) to 1 (strict); ignored without a keyword. */
  threshold: number;
  offset: number;
  limit: number;
};

export type SearchHit = { id: number; score: number };

/** The fandom a keyword was taken for: its names to show, and its genre to narrow to. */
export type SearchFandom = { names: { en: string; ja: string; zh: string }; genreCode: number | null };

export type SearchResult = { total: number; hits: SearchHit[]; fandom?: SearchFandom };
