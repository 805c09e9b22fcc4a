import type { TargetLanguageCode } from 'deepl-node';

/** The languages circle texts are translated into, as the product names them, and DeepL's codes for them. */
export const TRANSLATION_LOCALES = ['en', 'zh'] as const;
export type TranslationLocale = (typeof TRANSLATION_LOCALES)[number];

export const DEEPL_TARGET: Readonly<Record<TranslationLocale, TargetLanguageCode>> = { en: 'en-US', zh: 'zh-HANS' };
