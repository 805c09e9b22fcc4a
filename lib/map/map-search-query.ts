import { z } from 'zod';
import { cutText, MAX_KEYWORD_LENGTH } from '@/lib/catalogue/search-text';
import { parseWholeNumber } from '@/lib/validation/whole-number';

// The query of `/api/map/search`: the map search parameters (day, hall, category, keyword,
// genreCode). Unreadable values are absent, as everywhere in the catalogue. The map builds its URL with
// ./map-search-path.

const HALL_KEY = /^[EWS](?:[1-9]|1[0-5])$/;
const single = z.string().trim().optional().catch(undefined);
const integerIn = (min: number, max: number) => single.transform((text) => (text === undefined ? undefined : parseWholeNumber(text, min, max)));

export const mapSearchQuerySchema = z.object({
  day: integerIn(1, 7),
  hall: single.transform((value) => (value !== undefined && HALL_KEY.test(value) ? value : undefined)),
  category: single.transform((value) => (value === 'booth' ? ('booth' as const) : ('circle' as const))),
  // Cut before any search work, at the list's length.
  keyword: single.transform((value) => cutText(value ?? '', MAX_KEYWORD_LENGTH)),
  genreCode: integerIn(1, 9999),
});

export type MapSearchQuery = z.output<typeof mapSearchQuerySchema>;

export function parseMapSearchQuery(params: URLSearchParams): MapSearchQuery {
  return mapSearchQuerySchema.parse(Object.fromEntries(params));
}
