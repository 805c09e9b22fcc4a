import { z } from 'zod';
import { circleListRules, rules, single as singleValue, type RawSearchParams, type RawValue } from './list-query-rules';
import type { BoothListQuery, CircleListQuery } from './query-string';
import { isLongerThan, MAX_KEYWORD_LENGTH, MAX_MEMO_FILTER_LENGTH } from './search-text';

export type { RawSearchParams } from './list-query-rules';

// The rules for every list screen's query string: numbers that are not numeric are absent, lists are
// comma separated, the day is 1..7 or unset, and nothing a visitor types into a URL is an error: a value
// that cannot be read is dropped, never answered with a failure page.

const raw = z.union([z.string(), z.array(z.string())]).optional().catch(undefined);

/** A repeated key counts once: its first value. */
const single = raw.transform(singleValue);

/** Each key read by its rule (`list-query-rules.ts`, shared with the offline list in the browser). */
const byRule = <T>(read: (value: RawValue) => T) => raw.transform(read);

export const circleListQuerySchema = z.object({
  keyword: byRule(circleListRules.keyword),
  literal: byRule(circleListRules.literal),
  day: byRule(circleListRules.day),
  area: byRule(circleListRules.area),
  block: byRule(circleListRules.block),
  genre: byRule(circleListRules.genre),
  space: byRule(circleListRules.space),
  pay: byRule(circleListRules.pay),
  favorite: byRule(circleListRules.favorite),
  favoriteColor: byRule(circleListRules.favoriteColor),
  favoriteMemo: byRule(circleListRules.favoriteMemo),
  sort: byRule(circleListRules.sort),
  rankingScoreThreshold: byRule(circleListRules.rankingScoreThreshold),
  page: byRule(circleListRules.page),
  wcid: byRule(circleListRules.wcid),
  isBooth: byRule(circleListRules.isBooth),
});

export const boothListQuerySchema = z.object({ keyword: byRule(circleListRules.keyword), page: byRule(rules.page) });

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
