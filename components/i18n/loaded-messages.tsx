'use client';

import { NextIntlClientProvider } from 'next-intl';
import { Suspense, use, type ReactNode } from 'react';
import { defaultLocale, isLocale, type AppLocale } from '@/lib/i18n/locales';
import { loadMessagesOnce } from '@/lib/i18n/messages';
import { messagesOrNone } from '@/lib/i18n/messages-or-none';

/**
 * Translations for a client part that shows rarely (a new version waits, the browser offers to install,
 * edits sent after a time offline, the colour-renaming dialog), loaded when it first shows rather than
 * sent with every page: the build's messages file, which the service worker keeps with the other static
 * files, so it loads offline too (decision 016). Nothing shows until the texts are there, and nothing
 * if they cannot be had (offline before the service worker kept them): a notice is not worth the page's
 * error screen.
 */
export function LoadedMessages({ locale, children }: { locale?: AppLocale; children: ReactNode }) {
  return (
    <Suspense fallback={null}>
      <WithMessages locale={locale ?? pageLocale()}>{children}</WithMessages>
    </Suspense>
  );
}

/** The page's language as the root layout wrote it (`<html lang>`): for parts drawn only in the browser. */
function pageLocale(): AppLocale {
  const lang = document.documentElement.lang;
  return isLocale(lang) ? lang : defaultLocale;
}

const loadMessagesOrNone = messagesOrNone(loadMessagesOnce);

function WithMessages({ locale, children }: { locale: AppLocale; children: ReactNode }) {
  const messages = use(loadMessagesOrNone(locale));
  if (!messages) return null;
  return (
    <NextIntlClientProvider locale={locale} messages={messages}>
      {children}
    </NextIntlClientProvider>
  );
}
