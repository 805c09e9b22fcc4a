import type { AppLocale } from '@/lib/i18n/locales';

/** What account functions need to know about the request: the language for mails, the headers for limits. */
export interface RequestContext {
  locale: AppLocale;
  headers: Headers;
  now?: Date;
}
