'use client';

import { NextIntlClientProvider, type AbstractIntlMessages } from 'next-intl';
import type { CircleListQuery } from '@/lib/catalogue/query-string';
import type { AppLocale } from '@/lib/i18n/locales';
import { LiveCircleSearch } from './live-circle-search';

export type LiveSearchIntl = { locale: AppLocale; timeZone: string; messages: AbstractIntlMessages };

/** The device search with its own translation provider, both loaded only when the device holds the catalogue. */
export function LiveSearchIsland({ intl, ...props }: { query: CircleListQuery; pageSize: number; intl: LiveSearchIntl }) {
  return (
    <NextIntlClientProvider locale={intl.locale} timeZone={intl.timeZone} messages={intl.messages}>
      <LiveCircleSearch {...props} />
    </NextIntlClientProvider>
  );
}
