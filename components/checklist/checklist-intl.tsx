'use client';

import { NextIntlClientProvider } from 'next-intl';
import { use, type ReactNode } from 'react';
import { messageFormats } from '@/lib/i18n/formats';
import type { AppLocale } from '@/lib/i18n/locales';
import { loadMessages, type AppMessages } from '@/lib/i18n/messages';

/** What the checklist dialogs need for their own translation provider. */
export type ChecklistIntlProps = { locale: AppLocale; timeZone: string };

const loaded = new Map<AppLocale, Promise<AppMessages>>();

/**
 * The language's messages (the build's file of them, as the event-day panel loads it): the dialogs
 * format counts with plurals, and the translation library and the messages come with the dialog that
 * needs them rather than with the favourites page.
 */
export function checklistMessages(locale: AppLocale): Promise<AppMessages> {
  let messages = loaded.get(locale);
  if (!messages) {
    messages = loadMessages(locale);
    loaded.set(locale, messages);
    messages.catch(() => loaded.delete(locale));
  }
  return messages;
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
