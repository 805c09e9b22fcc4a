import { getLocale, getTimeZone } from 'next-intl/server';
import type { CircleListQuery } from '@/lib/catalogue/query-string';
import type { AppLocale } from '@/lib/i18n/locales';
import { LiveSearchGate } from './live-search-gate';

/**
 * Where the circle list's search as you type appears when the device holds the catalogue. Only the
 * language and time zone travel with the page: the island loads its translation provider and its texts
 * with itself, so a list page without the catalogue on the device carries none of them.
 */
export async function LiveSearchSlot({ query, pageSize }: { query: CircleListQuery; pageSize: number }) {
  const [locale, timeZone] = await Promise.all([getLocale(), getTimeZone()]);
  return <LiveSearchGate query={query} pageSize={pageSize} intl={{ locale: locale as AppLocale, timeZone }} />;
}
