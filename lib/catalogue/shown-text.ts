import type { AppLocale } from '@/lib/i18n/locales';

// A circle's Japanese text as a member reads it in their language (decision 042): the circle's own
// translation, else DeepL's (marked, with the original a tap away), else the Japanese with a note that it is
// not translated. A Japanese reader gets the Japanese alone. Described once here; the server's pages, the
// in-app offline view and the service worker's page draw it.

export type ShownText =
  /** The text as the circle wrote it: a Japanese reader, or a text with nothing Japanese in it. */
  | { kind: 'as-written'; text: string }
  | { kind: 'own' | 'machine'; text: string; original: string }
  | { kind: 'untranslated'; text: string };

const JAPANESE = /[\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Han}]/u;

/** Whether a text wants a translation: one with neither kana nor Han characters (`B5`, an English title) is shown as written. */
export const needsTranslation = (text: string): boolean => JAPANESE.test(text);

/** The own translation (the circle's or exhibitor's) into the reader's language; '' for a Japanese reader. */
export const ownText = (locale: AppLocale, en: string, zh: string): string => (locale === 'en' ? en : locale === 'zh' ? zh : '');

/**
 * `own`: the circle's translation into the reader's language ('' for none); `machine`: the stored machine
 * translation of a text into the reader's language, if there is one.
 */
export function shownText(original: string, locale: AppLocale, own: string, machine: (original: string) => string | undefined): ShownText {
  if (locale === 'ja' || original === '' || !needsTranslation(original)) return { kind: 'as-written', text: original };
  if (own !== '') return { kind: 'own', text: own, original };
  const translated = machine(original);
  return translated === undefined ? { kind: 'untranslated', text: original } : { kind: 'machine', text: translated, original };
}

/** Labels every rendering of a shown text writes (the `TranslatedText` messages). */
export type TranslatedTextLabels = { machine: string; showOriginal: string; untranslated: string };

export function translatedTextLabels(t: (key: keyof TranslatedTextLabels) => string): TranslatedTextLabels {
  return { machine: t('machine'), showOriginal: t('showOriginal'), untranslated: t('untranslated') };
}
