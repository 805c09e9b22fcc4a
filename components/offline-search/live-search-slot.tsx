import { NextIntlClientProvider } from 'next-intl';
import { getMessages } from 'next-intl/server';
import type { CircleListQuery } from '@/lib/catalogue/query-string';
import { LiveSearchGate } from './live-search-gate';

// The texts the device's results use, and no others: they travel in every list page's data.
const KEYS = ['resultCount', 'boothCount', 'circlesFound', 'boothsFound', 'results', 'empty', 'emptyHint', 'author', 'genreLabel', 'spaceLabel', 'cashlessMark', 'memoLabel', 'live'] as const;

/** Where the circle list's search as you type appears when the device holds the catalogue. */
export async function LiveSearchSlot({ query, pageSize }: { query: CircleListQuery; pageSize: number }) {
  const { CircleList } = await getMessages();
  const messages = Object.fromEntries(KEYS.map((key) => [key, CircleList[key]]));
  return (
    <NextIntlClientProvider messages={{ CircleList: messages }}>
      <LiveSearchGate query={query} pageSize={pageSize} />
    </NextIntlClientProvider>
  );
}
