import { z } from 'zod';
import { MAX_INT4, parseWholeNumber } from '@/lib/http/whole-number';
import { circleListSorts, type BoothListQuery, type CircleListQuery, type CircleListSort } from './query-string';
import { cutText, isLongerThan, MAX_KEYWORD_LENGTH, MAX_MEMO_FILTER_LENGTH } from './search-text';
import { isBlockKey, isHallKey } from './venue';

// The rules for every list screen's query string: numbers that are not numeric are absent, lists are
// comma separated, the day is 1..7 or unset, and nothing a visitor types into a URL is an error: a value
// that cannot be read is dropped, never answered with a failure page.

/** What Next passes as `searchParams`, or what a URLSearchParams holds. */
export type RawSearchParams = Record<string, string | string[] | undefined>;

const MAX_LIST = 64;
const MAX_PAGE = 10_000;

const raw = z.union([z.string(), z.array(z.string())]).optional().catch(undefined);

/** A repeated key counts once: its first value. */
const single = raw.transform((value) => (Array.isArray(value) ? value[0] : value)?.trim() ?? '');

/** Comma lists; a repeated key (`genre=1&genre=2`) adds to the list. */
const items = raw.transform((value) =>
  (Array.isArray(value) ? value : [value ?? ''])
    .flatMap((part) => part.split(','))
    .map((item) => item.trim())
    .filter((item) => item !== ''),
);

const DECIMAL = /^(?:\d+(?:\.\d*)?|\.\d+)$/;

const integerIn = (min: number, max: number) => single.transform((text) => parseWholeNumber(text, min, max));

/** Cut, never refused: the screen says so (`cutSearchTexts`). */
const text = (max: number) => single.transform((value) => cutText(value, max));

/** `1`, `true` and `on` (any case) switch a flag on; anything else leaves it off. */
const flag = single.transform((value) => /^(?:1|true|on)$/i.test(value));

function uniqueList<T>(values: readonly T[]): T[] {
  return [...new Set(values)].slice(0, MAX_LIST);
}

const integerList = (min: number, max: number) =>
  items.transform((list) => uniqueList(list.map((item) => parseWholeNumber(item, min, max)).filter((n) => n !== undefined)));

const keyList = (accepts: (key: string) => boolean) => items.transform((list) => uniqueList(list.filter(accepts)));

const page = integerIn(1, MAX_PAGE).transform((value) => value ?? 1);

const sort = single.transform((value) => (circleListSorts as readonly string[]).includes(value) ? (value as CircleListSort) : undefined);

const threshold = single.transform((value) => {
  if (!DECIMAL.test(value)) return undefined;
  const number = Number(value);
  return number >= 0 && number <= 1 ? number : undefined;
});

export const circleListQuerySchema = z.object({
  keyword: text(MAX_KEYWORD_LENGTH),
  day: integerIn(1, 7),
  area: keyList(isHallKey),
  block: keyList(isBlockKey),
  genre: integerList(1, 9999),
  space: integerIn(1, 999),
  pay: flag,
  favorite: flag,
  favoriteColor: integerList(1, 18),
  favoriteMemo: text(MAX_MEMO_FILTER_LENGTH),
  sort,
  rankingScoreThreshold: threshold,
  page,
  wcid: integerIn(1, MAX_INT4),
  isBooth: flag,
});

export const boothListQuerySchema = z.object({ keyword: text(MAX_KEYWORD_LENGTH), page });

function withoutUndefined<T extends object>(value: T): T {
  return Object.fromEntries(Object.entries(value).filter(([, entry]) => entry !== undefined)) as T;
}

export function parseCircleListQuery(params: RawSearchParams): CircleListQuery {
  return withoutUndefined(circleListQuerySchema.parse(params));
}

export function parseBoothListQuery(params: RawSearchParams): BoothListQuery {
  return boothListQuerySchema.parse(params);
}

export type CutSearchText = { field: 'keyword' | 'favoriteMemo'; max: number };

/** The free texts of a list query that were longer than the search reads, so the screen can say so. */
export function cutSearchTexts(params: RawSearchParams): CutSearchText[] {
  const limits = [
    { field: 'keyword', max: MAX_KEYWORD_LENGTH },
    { field: 'favoriteMemo', max: MAX_MEMO_FILTER_LENGTH },
  ] as const;
  return limits.filter(({ field, max }) => isLongerThan(single.parse(params[field]), max));
}

/** URLSearchParams (a route handler's) in the shape Next gives pages. */
export function rawSearchParams(params: URLSearchParams): RawSearchParams {
  // Own keys only: a plain object would meet `?toString=` or `?__proto__=` on its prototype.
  return Object.fromEntries([...new Set(params.keys())].map((key) => [key, params.getAll(key)]));
}
