import { z } from 'zod';
import { MAX_COLOR } from '@/lib/favorites/palette';
import { cutText, MAX_MEMO_FILTER_LENGTH } from '@/lib/catalogue/search-text';
import { isHallKey } from '@/lib/catalogue/venue';
import { isPixivUserId } from './pixiv';

// The favourites screen's query string, by the rules of every list screen: lists are comma
// separated (a repeated key adds to the list), the day is 1..7, and a value that cannot be read is
// dropped rather than answered with an error.

export type FavoritesQuery = {
  /** Colours shown (any of them); 0 is memo only. Empty: every colour. */
  color: number[];
  day: number | undefined;
  hall: string | undefined;
  memo: string;
  pixiv: string | undefined;
};

const raw = z.union([z.string(), z.array(z.string())]).optional().catch(undefined);
const first = raw.transform((value) => (Array.isArray(value) ? value[0] : value)?.trim() ?? '');
const list = raw.transform((value) => (Array.isArray(value) ? value : [value ?? '']).flatMap((part) => part.split(',')).map((item) => item.trim()));

const colors = list.transform((items) => [...new Set(items.filter((item) => /^\d{1,2}$/.test(item)).map(Number).filter((n) => n >= 0 && n <= MAX_COLOR))].sort((a, b) => a - b));
const day = first.transform((value) => (/^[1-7]$/.test(value) ? Number(value) : undefined));
const hall = first.transform((value) => (isHallKey(value) ? value : undefined));
// Cut before any filtering, by whole characters, at the circle list's memo filter length.
const memo = first.transform((value) => cutText(value, MAX_MEMO_FILTER_LENGTH));
const pixiv = first.transform((value) => (isPixivUserId(value) ? value : undefined));

export const favoritesQuerySchema = z.object({ color: colors, day, hall, memo, pixiv });

export function parseFavoritesQuery(params: Record<string, string | string[] | undefined>): FavoritesQuery {
  return favoritesQuerySchema.parse(params);
}

/** The canonical search string: defaults left out, keys in one order. */
export function favoritesSearch(query: FavoritesQuery): string {
  const params = new URLSearchParams();
  if (query.color.length > 0) params.set('color', query.color.join(','));
  if (query.day !== undefined) params.set('day', String(query.day));
  if (query.hall !== undefined) params.set('hall', query.hall);
  if (query.memo !== '') params.set('memo', query.memo);
  if (query.pixiv !== undefined) params.set('pixiv', query.pixiv);
  const search = params.toString();
  return search === '' ? '' : `?${search}`;
}
