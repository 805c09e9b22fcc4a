import pg from 'pg';
import { findEventId } from '@/lib/catalogue-import/read-current';
import { readSettings } from '@/lib/config/read-settings';
import { translationEnvShape } from '@/lib/config/translation';
import { createDeepLTranslator } from './deepl-translator';
import { countPending, formatTranslationReport, translateCatalogue, type LocaleReport, type TranslationReport } from './translate-catalogue';

export type TranslateEventResult =
  | { kind: 'no-event' }
  | { kind: 'not-configured'; pending: LocaleReport[] }
  | { kind: 'translated'; report: TranslationReport };

/**
 * The step after an import and `npm run catalogue:translate`: translates what the event's texts still
 * want, or, without DEEPL_API_KEY, only counts it. Never throws for DeepL: a stop is in the report.
 */
export async function translateEvent(connectionString: string, eventCode: string): Promise<TranslateEventResult> {
  const settings = readSettings(translationEnvShape);
  const client = new pg.Client({ connectionString });
  await client.connect();
  try {
    const eventId = await findEventId(client, eventCode);
    if (eventId === undefined) return { kind: 'no-event' };
    if (!settings.DEEPL_API_KEY) return { kind: 'not-configured', pending: await countPending(client, eventId) };
    const translator = createDeepLTranslator({ apiKey: settings.DEEPL_API_KEY, serverUrl: settings.DEEPL_SERVER_URL });
    return { kind: 'translated', report: await translateCatalogue(client, eventId, translator) };
  } finally {
    await client.end();
  }
}

export function formatPending(pending: readonly LocaleReport[]): string {
  return pending.map((r) => `  ja→${r.locale}: ${r.pending} texts, ${r.pendingCharacters} characters`).join('\n');
}

export function formatTranslateEventResult(result: TranslateEventResult): string {
  switch (result.kind) {
    case 'no-event': return 'Translation: the event is not in the database.';
    case 'not-configured': return `Translation: DEEPL_API_KEY is not set, nothing was translated. Pending:\n${formatPending(result.pending)}`;
    case 'translated': return formatTranslationReport(result.report);
  }
}
