import type { AppLocale } from '@/lib/i18n/locales';
import { mailMessages, type MailKind, type MailParams } from './messages';

export interface ComposedMail {
  to: string;
  subject: string;
  text: string;
  /** Where a reply goes when it should not go to the sender (an inquiry's author). */
  replyTo?: string;
  /** For the outbox file name and the logs; never shown to the recipient. */
  kind: MailKind;
}

export function composeMail<K extends MailKind>(kind: K, locale: AppLocale, to: string, params: MailParams<K>): ComposedMail {
  const message = mailMessages[locale][kind];
  // Each entry's `text` takes exactly its own params; TypeScript cannot follow K through the lookup.
  const text = (message.text as (params: MailParams<K>) => string)(params);
  return { to, subject: message.subject, text, kind };
}
