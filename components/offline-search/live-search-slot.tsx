import { getLocale, getMessages, getTimeZone } from 'next-intl/server';
import type { CircleListQuery } from '@/lib/catalogue/query-string';
import type { AppLocale } from '@/lib/i18n/locales';
import { LiveSearchGate } from './live-search-gate';

// The texts the device's results use, and no others: they travel in every list page's data.
const KEYS = ['resultCount', 'boothCount', 'circlesFound', 'boothsFound', 'results', 'empty', 'emptyHint', 'author', 'genreLabel', 'spaceLabel', 'cashlessMark', 'memoLabel', 'live'] as const;

/**
 * Where the circle list's search as you type appears when the device holds the catalogue. The texts go
 * to the island as data: its translation provider loads with it, not with every list page.
 */
export async function LiveSearchSlot({ query, pageSize }: { query: CircleListQuery; pageSize: number }) {
  const [{ CircleList }, locale, timeZone] = await Promise.all([getMessages(), getLocale(), getTimeZone()]);
  const messages = Object.fromEntries(KEYS.map((key) => [key, CircleList[key]]));
  return <LiveSearchGate query={query} pageSize={pageSize} intl={{ locale: locale as AppLocale, timeZone, messages: { CircleList: messages } }} />;
}
