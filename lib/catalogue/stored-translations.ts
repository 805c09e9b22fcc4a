import 'server-only';
import { db } from '@/lib/db';
import type { AppLocale } from '@/lib/i18n/locales';
import { needsTranslation } from './shown-text';
import { textHash } from './text-hash';

export type MachineTranslations = (original: string) => string | undefined;

const none: MachineTranslations = () => undefined;

/** The stored machine translations of `texts` into the reader's language (none for Japanese readers), in one read. */
export async function storedTranslations(texts: readonly string[], locale: AppLocale): Promise<MachineTranslations> {
  if (locale === 'ja') return none;
  const hashes = [...new Set(texts.filter((text) => text !== '' && needsTranslation(text)).map(textHash))];
  if (hashes.length === 0) return none;
  const rows = await db.textTranslation.findMany({ where: { locale, sourceHash: { in: hashes } }, select: { sourceHash: true, text: true } });
  const byHash = new Map(rows.map((row) => [row.sourceHash, row.text]));
  return (original) => byHash.get(textHash(original));
}
