'use client';

import { NextIntlClientProvider } from 'next-intl';
import { use, type ReactNode } from 'react';
import { messageFormats } from '@/lib/i18n/formats';
import type { AppLocale } from '@/lib/i18n/locales';
import { loadMessagesOnce, type AppMessages } from '@/lib/i18n/messages';

/** What the checklist dialogs need for their own translation provider. */
export type ChecklistIntlProps = { locale: AppLocale; timeZone: string };

/**
 * The language's messages (the build's file of them, as the event-day panel loads it): the dialogs
 * format counts with plurals, and the translation library and the messages come with the dialog that
 * needs them rather than with the favourites page.
 */
export function checklistMessages(locale: AppLocale): Promise<AppMessages> {
  return loadMessagesOnce(locale);
}

/** The translation provider of a checklist dialog, inside the dialog's own lazily loaded code. */
export function ChecklistIntl({ intl, children }: { intl: ChecklistIntlProps; children: ReactNode }) {
  const messages = use(checklistMessages(intl.locale));
  return (
    <NextIntlClientProvider locale={intl.locale} timeZone={intl.timeZone} formats={messageFormats} messages={messages}>
      {children}
    </NextIntlClientProvider>
  );
}
