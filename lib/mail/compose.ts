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

/** The params that may span lines: a message the sender wrote. Every other value is one line of the mail. */
const multiLineParams: ReadonlySet<string> = new Set(['message']);
const lineBreaking = /[\p{Cc}\u2028\u2029]/gu;

/**
 * A value that reached a one-line param with a line break in it would write lines of its own ("Member
 * id: …" from a visitor, issue 32): the forms refuse such input, and this keeps a form that forgets from
 * forging lines.
 */
function oneLineParams<P extends object>(params: P): P {
  const entries = Object.entries(params).map(([name, value]) => [name, typeof value === 'string' && !multiLineParams.has(name) ? value.replace(lineBreaking, ' ') : value]);
  return Object.fromEntries(entries) as P;
}

export function composeMail<K extends MailKind>(kind: K, locale: AppLocale, to: string, params: MailParams<K>): ComposedMail {
  const message = mailMessages[locale][kind];
  // Each entry's `text` takes exactly its own params; TypeScript cannot follow K through the lookup.
  const text = (message.text as (params: MailParams<K>) => string)(oneLineParams(params));
  return { to, subject: message.subject, text, kind };
}
