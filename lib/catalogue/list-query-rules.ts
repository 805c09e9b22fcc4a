import { parseWholeNumber, MAX_INT4 } from '@/lib/validation/whole-number';
import { circleListSorts, emptyCircleListQuery, type CircleListQuery, type CircleListSort } from './query-string';
import { cutText, MAX_KEYWORD_LENGTH, MAX_MEMO_FILTER_LENGTH } from './search-text';
import { isBlockKey, isHallKey } from './venue';

// How a list's query string reads, as plain functions: the server's schema (`list-query.ts`) applies
// them after zod has taken the raw values, and the offline list reads a link's query with them in the
// browser, where zod is not loaded. One set of rules, so a link answers the same on and off the network.

/** What Next passes as `searchParams`, or what a URLSearchParams holds. */
export type RawSearchParams = Record<string, string | string[] | undefined>;

export type RawValue = string | string[] | undefined;

const MAX_LIST = 64;
const MAX_PAGE = 10_000;
const DECIMAL = /^(?:\d+(?:\.\d*)?|\.\d+)$/;

/** A repeated key counts once: its first value. */
export const single = (value: RawValue): string => (Array.isArray(value) ? value[0] : value)?.trim() ?? '';

/** Comma lists; a repeated key (`genre=1&genre=2`) adds to the list. */
const items = (value: RawValue): string[] =>
  (Array.isArray(value) ? value : [value ?? ''])
    .flatMap((part) => part.split(','))
    .map((item) => item.trim())
    .filter((item) => item !== '');

const uniqueList = <T>(values: readonly T[]): T[] => [...new Set(values)].slice(0, MAX_LIST);

export const rules = {
  integerIn: (min: number, max: number) => (value: RawValue) => parseWholeNumber(single(value), min, max),
  /** Cut, never refused: the screen says so (`cutSearchTexts`). */
  text: (max: number) => (value: RawValue) => cutText(single(value), max),
  /** `1`, `true` and `on` (any case) switch a flag on; anything else leaves it off. */
  flag: (value: RawValue) => /^(?:1|true|on)$/i.test(single(value)),
  integerList: (min: number, max: number) => (value: RawValue) =>
    uniqueList(items(value).map((item) => parseWholeNumber(item, min, max)).filter((n): n is number => n !== undefined)),
  keyList: (accepts: (key: string) => boolean) => (value: RawValue) => uniqueList(items(value).filter(accepts)),
  page: (value: RawValue) => parseWholeNumber(single(value), 1, MAX_PAGE) ?? 1,
  sort: (value: RawValue) => {
    const text = single(value);
    return (circleListSorts as readonly string[]).includes(text) ? (text as CircleListSort) : undefined;
  },
  threshold: (value: RawValue) => {
    const text = single(value);
    if (!DECIMAL.test(text)) return undefined;
    const number = Number(text);
    return number >= 0 && number <= 1 ? number : undefined;
  },
};

/** Each key of a circle list's query and how it reads. */
export const circleListRules = {
  keyword: rules.text(MAX_KEYWORD_LENGTH),
  literal: rules.flag,
  day: rules.integerIn(1, 7),
  area: rules.keyList(isHallKey),
  block: rules.keyList(isBlockKey),
  genre: rules.integerList(1, 9999),
  space: rules.integerIn(1, 999),
  pay: rules.flag,
  favorite: rules.flag,
  favoriteColor: rules.integerList(1, 18),
  favoriteMemo: rules.text(MAX_MEMO_FILTER_LENGTH),
  sort: rules.sort,
  rankingScoreThreshold: rules.threshold,
  page: rules.page,
  wcid: rules.integerIn(1, MAX_INT4),
  isBooth: rules.flag,
} satisfies { [K in keyof CircleListQuery]-?: (value: RawValue) => CircleListQuery[K] };

/** A circle list's query string read in the browser by the server's rules; absent values left out. */
export function readCircleListQuery(search: string): CircleListQuery {
  const params = new URLSearchParams(search);
  const query: Record<string, unknown> = { ...emptyCircleListQuery };
  for (const [key, read] of Object.entries(circleListRules)) {
    const values = params.getAll(key);
    const value = read(values.length === 0 ? undefined : values);
    if (value !== undefined) query[key] = value;
  }
  return query as CircleListQuery;
}
