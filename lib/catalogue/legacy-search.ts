import { z } from 'zod';
import { cutSearchTexts, parseCircleListQuery, type RawSearchParams } from './list-query';
import { cutText } from './search-text';
import { circleListSearch, withSearch, type CircleListQuery, type CircleListSort } from './query-string';

// Links of the older catalogue open `/search/result` with `c.`-prefixed keys. They become the same
// search on `/circle/list` (docs/decisions/005-catalogue-list.md has the table):
//   c.d1, c.d2      day 1 / day 2 when exactly one is on; both or neither: every day
//   c.Keyword       keyword
//   c.cfm           favourites only ("check favourite mode")
//   c.gls           genre codes, comma separated
//   c.clo           favourite colours, comma separated
//   c.SortOrderBy   0 or a placement word: placement; 1 or a date word: newest; 2 or a score word: score
// Keys of the current contract on the same URL are kept; a legacy key wins where both say something.

const on = (value: string | undefined) => value !== undefined && /^(?:1|true|on|yes)$/i.test(value.trim());

const sortWords: Readonly<Record<string, CircleListSort>> = {
  '0': 'placement',
  placement: 'placement',
  space: 'placement',
  haichi: 'placement',
  '1': 'newest',
  newest: 'newest',
  new: 'newest',
  update: 'newest',
  updatedate: 'newest',
  '2': 'score',
  score: 'score',
  relevance: 'score',
  rank: 'score',
};

const first = z
  .union([z.string(), z.array(z.string())])
  .optional()
  .catch(undefined)
  .transform((value) => (Array.isArray(value) ? value[0] : value));

const legacySchema = z.object({
  'c.d1': first,
  'c.d2': first,
  'c.Keyword': first,
  'c.cfm': first,
  'c.gls': z.union([z.string(), z.array(z.string())]).optional().catch(undefined),
  'c.clo': z.union([z.string(), z.array(z.string())]).optional().catch(undefined),
  'c.SortOrderBy': first,
});

const legacyKeys = Object.keys(legacySchema.shape);

/** The `/circle/list` query a legacy search-result URL stands for. */
export function legacySearchToQuery(params: RawSearchParams): CircleListQuery {
  const current: RawSearchParams = Object.fromEntries(Object.entries(params).filter(([key]) => !legacyKeys.includes(key)));
  const legacy = legacySchema.parse(params);
  const query = parseCircleListQuery(current);
  const translated = parseCircleListQuery({
    keyword: legacy['c.Keyword'],
    genre: legacy['c.gls'],
    favoriteColor: legacy['c.clo'],
  });

  const day1 = on(legacy['c.d1']);
  const day2 = on(legacy['c.d2']);
  if (day1 !== day2) query.day = day1 ? 1 : 2;
  if (legacy['c.Keyword'] !== undefined) query.keyword = translated.keyword;
  if (on(legacy['c.cfm'])) query.favorite = true;
  if (translated.genre.length > 0) query.genre = translated.genre;
  if (translated.favoriteColor.length > 0) query.favoriteColor = translated.favoriteColor;
  const sort = sortWords[legacy['c.SortOrderBy']?.trim().toLowerCase() ?? ''];
  if (sort) query.sort = sort;
  // A redirect starts a new search.
  query.page = 1;
  return query;
}

/**
 * The redirect for a legacy URL. A text longer than the list reads goes on one character past the limit,
 * so that the list, not the redirect, cuts it and tells the visitor (a cut here would be a silent one).
 */
export function legacySearchTarget(params: RawSearchParams): string {
  const query = legacySearchToQuery(params);
  const keyword = first.parse(params['c.Keyword']) ?? first.parse(params.keyword) ?? '';
  const memo = first.parse(params.favoriteMemo) ?? '';
  for (const { field, max } of cutSearchTexts({ keyword, favoriteMemo: memo })) query[field] = cutText((field === 'keyword' ? keyword : memo).trim(), max + 1);
  return withSearch('/circle/list', circleListSearch(query));
}
