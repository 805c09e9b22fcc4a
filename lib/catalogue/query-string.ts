// The list screens' state as it appears in the URL. Pure and free of zod, so that the filter island can
// build the next URL in the browser exactly as the server reads it. Parsing lives in `list-query.ts`.

export const circleListSorts = ['placement', 'newest', 'score'] as const;

export type CircleListSort = (typeof circleListSorts)[number];

export type CircleListQuery = {
  keyword: string;
  /** The keyword's words as typed, not taken for a fandom they name (decision 041). */
  literal: boolean;
  /** 1..7 */
  day?: number;
  /** Hall keys (`E1`, `W2`): the query key `area`. */
  area: string[];
  /** Block keys (`E:ア`). */
  block: string[];
  /** Genre codes. */
  genre: number[];
  /** Space number within the block. */
  space?: number;
  /** Cashless only (the query key canUseElectronicPayment). */
  pay: boolean;
  /** The user's favourites only. */
  favorite: boolean;
  /** Favourite colour slots 1..18; any of them. */
  favoriteColor: number[];
  /** Text in the user's own memo. */
  favoriteMemo: string;
  /** As given; absent means the default, see `effectiveSort`. */
  sort?: CircleListSort;
  /** 0 (loose) .. 1 (strict). */
  rankingScoreThreshold?: number;
  page: number;
  wcid?: number;
  isBooth: boolean;
};

export type BoothListQuery = { keyword: string; page: number };

export const emptyCircleListQuery: CircleListQuery = {
  keyword: '',
  literal: false,
  area: [],
  block: [],
  genre: [],
  pay: false,
  favorite: false,
  favoriteColor: [],
  favoriteMemo: '',
  page: 1,
  isBooth: false,
};

/** A list filtered by the member's own favourites: theirs alone, never shared between members. */
export function hasFavoriteFilter(query: Pick<CircleListQuery, 'favorite' | 'favoriteColor' | 'favoriteMemo'>): boolean {
  return query.favorite || query.favoriteColor.length > 0 || query.favoriteMemo !== '';
}

/** A keyword search lists the best matches first; browsing without one follows the venue. */
export function effectiveSort(query: Pick<CircleListQuery, 'sort' | 'keyword'>): CircleListSort {
  return query.sort ?? (query.keyword !== '' ? 'score' : 'placement');
}

// Commas and colons separate list items and block keys; left readable, they make shared URLs legible.
const encode = (value: string) => encodeURIComponent(value).replace(/%2C/gi, ',').replace(/%3A/gi, ':');

function join(pairs: readonly (readonly [string, string | number | boolean | undefined | readonly (string | number)[]])[]): string {
  const parts: string[] = [];
  for (const [key, value] of pairs) {
    if (value === undefined || value === false || value === '') continue;
    if (Array.isArray(value)) {
      if (value.length > 0) parts.push(`${key}=${encode(value.join(','))}`);
      continue;
    }
    parts.push(`${key}=${value === true ? '1' : encode(String(value))}`);
  }
  return parts.join('&');
}

/**
 * The canonical search string (without `?`) of a query: defaults left out, keys in a fixed order. Two
 * states are the same exactly when their strings are, which is how a change to the same value is told
 * apart from a real one.
 */
export function circleListSearch(query: CircleListQuery): string {
  const sort = query.sort !== undefined && query.sort !== effectiveSort({ keyword: query.keyword }) ? query.sort : undefined;
  return join([
    ['keyword', query.keyword],
    ['literal', query.literal],
    ['day', query.day],
    ['area', query.area],
    ['block', query.block],
    ['genre', query.genre],
    ['space', query.space],
    ['pay', query.pay],
    ['favorite', query.favorite],
    ['favoriteColor', query.favoriteColor],
    ['favoriteMemo', query.favoriteMemo],
    ['sort', sort],
    // 0 is the loosest setting, the same as none.
    ['rankingScoreThreshold', query.rankingScoreThreshold || undefined],
    ['wcid', query.wcid],
    ['isBooth', query.isBooth],
    ['page', query.page > 1 ? query.page : undefined],
  ]);
}

export function boothListSearch(query: BoothListQuery): string {
  return join([
    ['keyword', query.keyword],
    ['page', query.page > 1 ? query.page : undefined],
  ]);
}

/** `path` or `path?search`. */
export function withSearch(path: string, search: string): string {
  return search === '' ? path : `${path}?${search}`;
}
