import type { AppLocale } from './locales';

/**
 * Texts that depend on the language alone, made once per language and process: the messages are part of
 * the build, so they cannot change while it runs. Formatting them on every request was a measurable
 * part of a page's time (a plural template alone runs a few hundred `Intl.PluralRules` selections).
 * A failed making is forgotten, so the next request tries again.
 */
export function perLocale<T>(make: (locale: AppLocale) => Promise<T>): (locale: AppLocale) => Promise<T> {
  const made = new Map<AppLocale, Promise<T>>();
  return (locale) => {
    let value = made.get(locale);
    if (!value) {
      value = make(locale);
      made.set(locale, value);
      value.catch(() => made.delete(locale));
    }
    return value;
  };
}
