import type pg from 'pg';
import type { EventData } from '@/lib/catalogue-import/event-data';
import { isListedCircle } from '@/lib/catalogue/listed-circles';
import { needsTranslation } from '@/lib/catalogue/shown-text';
import { textHash } from '@/lib/catalogue/text-hash';
import { billedCharacters, type PendingText } from './pending-texts';
import { TRANSLATION_LOCALES, type TranslationLocale } from './translation-locales';
import type { LocaleReport } from './translate-catalogue';

// What a delivery would send to DeepL, read from the files rather than the database, so that a dry run
// (which writes nothing) can say it: the same texts `pendingTexts` finds once the delivery is written.


function deliveryTexts(data: EventData, locale: TranslationLocale): Map<string, string> {
  const suffix = locale === 'en' ? 'En' : 'Zh';
  const texts = new Map<string, string>();
  const add = (text: string, own: string | undefined) => {
    if (text !== '' && !own && needsTranslation(text)) texts.set(textHash(text), text);
  };
  const listed = data.circles.map((circle) => isListedCircle(circle));
  data.circles.forEach((circle, index) => {
    if (!listed[index]) return;
    add(circle.description, circle.own?.[`description${suffix}`]);
    add(circle.supplementComment, circle.own?.[`supplement${suffix}`]);
  });
  for (const work of data.works) {
    if (!listed[work.circleIndex]) continue;
    add(work.title, work.own?.[`title${suffix}`]);
    add(work.detail, work.own?.[`detail${suffix}`]);
  }
  for (const exhibitor of data.exhibitors) {
    add(exhibitor.overview, exhibitor.own?.[`overview${suffix}`]);
    add(exhibitor.productInfo, exhibitor.own?.[`productInfo${suffix}`]);
  }
  return texts;
}

export async function deliveryPending(client: pg.ClientBase, data: EventData): Promise<LocaleReport[]> {
  const reports: LocaleReport[] = [];
  for (const locale of TRANSLATION_LOCALES) {
    const texts = deliveryTexts(data, locale);
    const stored = await client.query<{ sourceHash: string }>('SELECT "sourceHash" FROM "TextTranslation" WHERE locale = $1 AND "sourceHash" = ANY($2::text[])', [locale, [...texts.keys()]]);
    for (const { sourceHash } of stored.rows) texts.delete(sourceHash);
    const pending: PendingText[] = [...texts].map(([hash, text]) => ({ hash, text }));
    reports.push({ locale, texts: 0, characters: 0, requests: 0, pending: pending.length, pendingCharacters: billedCharacters(pending) });
  }
  return reports;
}
