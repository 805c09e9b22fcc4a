import { DeepLError, QuotaExceededError, TooManyRequestsError } from 'deepl-node';
import type pg from 'pg';
import { ensureGlossary, type TextTranslator } from './deepl-translator';
import { billedCharacters, pendingTexts, touchTranslatedCircles, type PendingText } from './pending-texts';
import { translationBatches } from './translation-batches';
import { DEEPL_TARGET, TRANSLATION_LOCALES, type TranslationLocale } from './translation-locales';

// The translation step of an import (decision 042): after the catalogue is written and committed, outside
// its transaction, so that a slow or refused translation never holds back or undoes the catalogue. Each
// batch's translations are stored as one statement; a stop (quota, rate limit, an error) keeps what was
// stored and reports the rest as pending, for `npm run catalogue:translate`.

export type StopReason = 'quota' | 'rate-limit' | 'error';

export type LocaleReport = { locale: TranslationLocale; texts: number; characters: number; requests: number; pending: number; pendingCharacters: number };

export type TranslationReport = { locales: LocaleReport[]; circlesTouched: number; stopped: { reason: StopReason; message: string } | null };

class Stop extends Error {
  constructor(readonly reason: StopReason, message: string) {
    super(message);
  }
}

function stopOf(error: unknown): Stop {
  if (error instanceof QuotaExceededError) return new Stop('quota', error.message);
  if (error instanceof TooManyRequestsError) return new Stop('rate-limit', error.message);
  if (error instanceof DeepLError) return new Stop('error', error.message);
  throw error;
}

async function storeTranslations(client: pg.ClientBase, locale: TranslationLocale, batch: readonly PendingText[], translated: readonly string[]): Promise<void> {
  await client.query(
    `INSERT INTO "TextTranslation" ("sourceHash", locale, text) SELECT h, $1, t FROM unnest($2::text[], $3::text[]) AS v(h, t)
     ON CONFLICT ("sourceHash", locale) DO NOTHING`,
    [locale, batch.map((text) => text.hash), [...translated]],
  );
}

/** What a delivery would send: the pending texts and characters per language, without calling DeepL. */
export async function countPending(client: pg.ClientBase, eventId: number): Promise<LocaleReport[]> {
  const reports: LocaleReport[] = [];
  for (const locale of TRANSLATION_LOCALES) {
    const pending = await pendingTexts(client, eventId, locale);
    reports.push({ locale, texts: 0, characters: 0, requests: 0, pending: pending.length, pendingCharacters: billedCharacters(pending) });
  }
  return reports;
}

export async function translateCatalogue(client: pg.ClientBase, eventId: number, translator: TextTranslator): Promise<TranslationReport> {
  const reports: LocaleReport[] = [];
  const stored: string[] = [];
  let stopped: Stop | null = null;
  for (const locale of TRANSLATION_LOCALES) {
    const pending = await pendingTexts(client, eventId, locale);
    const report: LocaleReport = { locale, texts: 0, characters: 0, requests: 0, pending: pending.length, pendingCharacters: billedCharacters(pending) };
    reports.push(report);
    if (stopped || pending.length === 0) continue;
    try {
      const glossary = await ensureGlossary(translator, locale);
      for (const batch of translationBatches(pending)) {
        report.requests += 1;
        const results = await translator.translateText(batch.map((text) => text.text), 'ja', DEEPL_TARGET[locale], { glossary, preserveFormatting: true });
        await storeTranslations(client, locale, batch, results.map((result) => result.text));
        stored.push(...batch.map((text) => text.hash));
        const characters = billedCharacters(batch);
        report.texts += batch.length;
        report.characters += characters;
        report.pending -= batch.length;
        report.pendingCharacters -= characters;
      }
    } catch (error) {
      stopped = stopOf(error);
    }
  }
  const circlesTouched = await touchTranslatedCircles(client, eventId, stored);
  return { locales: reports, circlesTouched, stopped: stopped && { reason: stopped.reason, message: stopped.message } };
}

export function formatTranslationReport(report: TranslationReport): string {
  const lines = report.locales.map(
    (r) => `  ja→${r.locale}: sent ${r.texts} texts, ${r.characters} characters in ${r.requests} requests; pending ${r.pending} texts, ${r.pendingCharacters} characters`,
  );
  if (report.stopped) {
    const why = { quota: 'DeepL quota exceeded (456)', 'rate-limit': 'DeepL kept answering 429 (too many requests)', error: 'DeepL refused the request' }[report.stopped.reason];
    lines.push(`  stopped: ${why}: ${report.stopped.message}. The catalogue is imported; run \`npm run catalogue:translate\` to translate what is pending.`);
  }
  return [`Translation: ${report.circlesTouched} circles and booths gained translations`, ...lines].join('\n');
}
