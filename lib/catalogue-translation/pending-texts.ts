import type pg from 'pg';
import { LISTED_CIRCLE_SQL_TEXT } from '@/lib/catalogue/listed-circles';
import { needsTranslation } from '@/lib/catalogue/shown-text';
import type { TranslationLocale } from './translation-locales';

// Which texts of an event still want a machine translation into a language: the listed circles'
// descriptions, supplements and works' titles and details, and the corporate booths' overview and
// products, once per distinct text, where the circle or exhibitor gave no translation of its own and no
// translation of the same text (by its SHA-256) is stored.

export type PendingText = { hash: string; text: string };

/** PostgreSQL's SHA-256 of a text's UTF-8 bytes in hex: the key of TextTranslation. */
export const SQL_TEXT_HASH = (column: string) => `encode(sha256(convert_to(${column}, 'UTF8')), 'hex')`;


type OwnColumns = { description: string; supplement: string; title: string; detail: string; overview: string; productInfo: string };
const OWN_COLUMN: Readonly<Record<TranslationLocale, OwnColumns>> = {
  en: { description: '"descriptionEn"', supplement: '"supplementEn"', title: '"titleEn"', detail: '"detailEn"', overview: '"overviewEn"', productInfo: '"productInfoEn"' },
  zh: { description: '"descriptionZh"', supplement: '"supplementZh"', title: '"titleZh"', detail: '"detailZh"', overview: '"overviewZh"', productInfo: '"productInfoZh"' },
};

/** The event's texts as SQL over `"Circle" c`, `"Work" w` and `"Exhibitor" x`, each without an own translation. */
function sourceTexts(locale: TranslationLocale): string {
  const own = OWN_COLUMN[locale];
  const circles = `FROM "Circle" c WHERE c."eventId" = $1 AND ${LISTED_CIRCLE_SQL_TEXT} AND c."withdrawnAt" IS NULL`;
  const works = `FROM "Work" w JOIN "Circle" c ON c.id = w."circleId" WHERE c."eventId" = $1 AND ${LISTED_CIRCLE_SQL_TEXT} AND c."withdrawnAt" IS NULL`;
  return [
    `SELECT c.description AS text ${circles} AND c.${own.description} = ''`,
    `SELECT c."supplementComment" ${circles} AND c.${own.supplement} = ''`,
    `SELECT w.title ${works} AND w.${own.title} = ''`,
    `SELECT w.detail ${works} AND w.${own.detail} = ''`,
    `SELECT x.overview FROM "Exhibitor" x WHERE x."eventId" = $1 AND x.${own.overview} = ''`,
    `SELECT x."productInfo" FROM "Exhibitor" x WHERE x."eventId" = $1 AND x.${own.productInfo} = ''`,
  ].join(' UNION ');
}

export async function pendingTexts(client: pg.ClientBase, eventId: number, locale: TranslationLocale): Promise<PendingText[]> {
  const result = await client.query<PendingText>(
    `SELECT s.text, ${SQL_TEXT_HASH('s.text')} AS hash FROM (${sourceTexts(locale)}) s
     WHERE s.text <> '' AND NOT EXISTS (SELECT 1 FROM "TextTranslation" t WHERE t."sourceHash" = ${SQL_TEXT_HASH('s.text')} AND t.locale = $2)
     ORDER BY hash`,
    [eventId, locale],
  );
  return result.rows.filter((row) => needsTranslation(row.text));
}

/** Characters DeepL bills for a set of texts: their length in Unicode code points. */
export const billedCharacters = (texts: readonly PendingText[]): number => texts.reduce((sum, { text }) => sum + [...text].length, 0);

/**
 * Gives the circles and booths whose texts gained a translation the time of it as their edit time: cached pages, the
 * search index and the device's catalogue follow that time (decision 016).
 */
export async function touchTranslatedCircles(client: pg.ClientBase, eventId: number, hashes: readonly string[]): Promise<number> {
  if (hashes.length === 0) return 0;
  const result = await client.query(
    `UPDATE "Circle" c SET "updatedAt" = now() WHERE c."eventId" = $1 AND (
       ${SQL_TEXT_HASH('c.description')} = ANY($2::text[]) OR ${SQL_TEXT_HASH('c."supplementComment"')} = ANY($2::text[])
       OR EXISTS (SELECT 1 FROM "Work" w WHERE w."circleId" = c.id AND (${SQL_TEXT_HASH('w.title')} = ANY($2::text[]) OR ${SQL_TEXT_HASH('w.detail')} = ANY($2::text[]))))`,
    [eventId, [...hashes]],
  );
  const booths = await client.query(
    `UPDATE "Exhibitor" x SET "updatedAt" = now() WHERE x."eventId" = $1 AND (${SQL_TEXT_HASH('x.overview')} = ANY($2::text[]) OR ${SQL_TEXT_HASH('x."productInfo"')} = ANY($2::text[]))`,
    [eventId, [...hashes]],
  );
  return (result.rowCount ?? 0) + (booths.rowCount ?? 0);
}
