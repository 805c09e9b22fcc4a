import { GlossaryEntries, Translator, type GlossaryInfo } from 'deepl-node';
import { glossaryFor } from './glossary';
import type { TranslationLocale } from './translation-locales';

/** What the translation step uses of deepl-node's Translator, so tests can count the calls. */
export type TextTranslator = Pick<Translator, 'translateText' | 'listGlossaries' | 'createGlossary' | 'getUsage'>;

export type DeepLSettings = { apiKey: string; serverUrl?: string; maxRetries?: number };

/**
 * DeepL's official client. It retries a 429 or a 5xx answer itself with exponential back-off (1 s, then
 * ×1.6 with jitter); `maxRetries` bounds that, after which the step stops and leaves the rest pending.
 */
export function createDeepLTranslator(settings: DeepLSettings): TextTranslator {
  return new Translator(settings.apiKey, {
    ...(settings.serverUrl ? { serverUrl: settings.serverUrl } : {}),
    maxRetries: settings.maxRetries ?? 5,
    appInfo: { appName: 'convention-web-catalogue', appVersion: '1' },
    sendPlatformInfo: false,
  });
}

/** The glossary for a language on the account: the one of that name if it is there, else a new one. */
export async function ensureGlossary(translator: TextTranslator, locale: TranslationLocale): Promise<GlossaryInfo> {
  const { name, entries } = glossaryFor(locale);
  const existing = (await translator.listGlossaries()).find((glossary) => glossary.name === name && glossary.ready);
  if (existing) return existing;
  return translator.createGlossary(name, 'ja', locale, new GlossaryEntries({ entries }));
}
