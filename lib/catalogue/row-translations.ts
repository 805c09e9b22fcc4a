import type { PrismaClient } from '@/lib/db/client';
import { Prisma } from '@/lib/generated/prisma/client';
import { VISIBLE_CIRCLE } from './listed-circles';

// One language's translations of every listed circle's and booth's texts (decision 042), for the
// device's catalogue copy (decision 027): what the search matches offline and what a circle's page
// shows offline. The server's index reads both languages into one text per row (searchable-rows.ts);
// a device carries its member's language only. No `server-only`: the benchmarks build snapshots too.

/** A language texts are translated into. */
export type TranslationLocale = 'en' | 'zh';

/**
 * A row's texts in one language: every translation the search reads, in a fixed order, so that two builds
 * of an unchanged row agree. When `description` says whose it is (the circle's own, else the machine's),
 * the first text is the description's translation as a page shows it.
 */
export type RowTranslations = { description?: 'own' | 'machine'; texts: string[] };

const hashOf = (column: string) => Prisma.raw(`encode(sha256(convert_to(${column}, 'UTF8')), 'hex')`);
const own = (column: string, locale: TranslationLocale) => Prisma.raw(`${column}${locale === 'en' ? 'En' : 'Zh'}"`);

type CircleTranslationRow = { id: number; descriptionOwn: string; descriptionMachine: string | null; texts: string[] };

async function circleTranslations(client: PrismaClient, eventId: number, locale: TranslationLocale): Promise<CircleTranslationRow[]> {
  // Adult works of a general circle are not searchable (searchable-rows.ts), so neither are their translations.
  const shownWorks = Prisma.sql`w."circleId" = c.id AND (c."isAdult" OR NOT w."isAdult")`;
  const machine = (column: string) => Prisma.sql`(SELECT t.text FROM "TextTranslation" t WHERE t."sourceHash" = ${hashOf(column)} AND t.locale = ${locale})`;
  return client.$queryRaw<CircleTranslationRow[]>`
    SELECT c.id, ${own('c."description', locale)} AS "descriptionOwn", ${machine('c.description')} AS "descriptionMachine",
      ARRAY(
        SELECT x.text FROM (
          SELECT 0 AS part, 0 AS sort, 0 AS id, ${own('c."description', locale)} AS text
          UNION ALL SELECT 1, 0, 0, ${machine('c.description')}
          UNION ALL SELECT 2, 0, 0, ${own('c."supplement', locale)}
          UNION ALL SELECT 3, 0, 0, ${machine('c."supplementComment"')}
          UNION ALL SELECT 4, w."sortOrder", w.id, ${own('w."title', locale)} FROM "Work" w WHERE ${shownWorks}
          UNION ALL SELECT 5, w."sortOrder", w.id, ${own('w."detail', locale)} FROM "Work" w WHERE ${shownWorks}
          UNION ALL SELECT 6, w."sortOrder", w.id, ${machine('w.title')} FROM "Work" w WHERE ${shownWorks}
          UNION ALL SELECT 7, w."sortOrder", w.id, ${machine('w.detail')} FROM "Work" w WHERE ${shownWorks}
        ) x WHERE x.text IS NOT NULL AND x.text <> '' ORDER BY x.part, x.sort, x.id
      ) AS texts
    FROM "Circle" c WHERE c."eventId" = ${eventId} AND ${VISIBLE_CIRCLE}`;
}

async function boothTranslations(client: PrismaClient, eventId: number, locale: TranslationLocale): Promise<{ id: number; texts: string[] }[]> {
  const machine = (column: string) => Prisma.sql`(SELECT t.text FROM "TextTranslation" t WHERE t."sourceHash" = ${hashOf(column)} AND t.locale = ${locale})`;
  // The exhibitor's own before the machine's, the overview's first, as the booth's page shows them.
  return client.$queryRaw<{ id: number; texts: string[] }[]>`
    SELECT -x.id AS id, ARRAY(
      SELECT y.text FROM (
        SELECT 0 AS part, ${own('x."overview', locale)} AS text
        UNION ALL SELECT 1, ${machine('x.overview')}
        UNION ALL SELECT 2, ${own('x."productInfo', locale)}
        UNION ALL SELECT 3, ${machine('x."productInfo"')}
      ) y WHERE y.text IS NOT NULL AND y.text <> '' ORDER BY y.part
    ) AS texts
    FROM "Exhibitor" x WHERE x."eventId" = ${eventId}`;
}

/** Row id (booths negated, as in the search index) → its translations into `locale`; rows without any are left out. */
export async function loadRowTranslations(client: PrismaClient, eventId: number, locale: TranslationLocale): Promise<Map<number, RowTranslations>> {
  const [circles, booths] = await Promise.all([circleTranslations(client, eventId, locale), boothTranslations(client, eventId, locale)]);
  const byRow = new Map<number, RowTranslations>();
  for (const row of circles) {
    if (row.texts.length === 0) continue;
    // The query puts the circle's own description first, then the machine's.
    const description = row.descriptionOwn !== '' ? 'own' : row.descriptionMachine ? 'machine' : undefined;
    byRow.set(row.id, { ...(description && { description }), texts: row.texts });
  }
  for (const row of booths) if (row.texts.length > 0) byRow.set(row.id, { texts: row.texts });
  return byRow;
}
