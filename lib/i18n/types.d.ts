import type { AppLocale } from './locales';
import type { AppMessages } from './messages';

declare module 'next-intl' {
  interface AppConfig {
    Locale: AppLocale;
    Messages: AppMessages;
  }
}
