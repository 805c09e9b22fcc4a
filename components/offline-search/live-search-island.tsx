'use client';

import { NextIntlClientProvider } from 'next-intl';
import { use } from 'react';
import type { CircleListQuery } from '@/lib/catalogue/query-string';
import type { AppLocale } from '@/lib/i18n/locales';
import { loadMessagesOnce, type AppMessages } from '@/lib/i18n/messages';
import { LiveCircleSearch } from './live-circle-search';

export type LiveSearchIntl = { locale: AppLocale; timeZone: string };

/**
 * The language's messages, loaded with the island (the build's file of them, which the service worker
 * keeps with the other static files, as the event-day panel's) rather than sent with every list page:
 * the island loads only on a device that holds the catalogue.
 */
function islandMessages(locale: AppLocale): Promise<AppMessages> {
  return loadMessagesOnce(locale);
}

/** The device search with its own translation provider and messages, all loaded only when the device holds the catalogue. */
export function LiveSearchIsland({ intl, ...props }: { query: CircleListQuery; pageSize: number; intl: LiveSearchIntl; linked: string }) {
  const messages = use(islandMessages(intl.locale));
  return (
    <NextIntlClientProvider locale={intl.locale} timeZone={intl.timeZone} messages={messages}>
      <LiveCircleSearch {...props} />
    </NextIntlClientProvider>
  );
}
