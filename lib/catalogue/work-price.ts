import type { AppLocale } from '@/lib/i18n/locales';

/**
 * A work's price as the circle page shows it: to readers of Japanese the organiser's own words (`500円`,
 * `未定`), to everyone else the yen in their own format, since `¥1,000` and `1,000円` are one price.
 */
export type ShownPrice = { kind: 'written'; text: string } | { kind: 'yen'; yen: number } | { kind: 'unknown' };

export function shownPrice(locale: AppLocale, work: { priceYen: number | null; priceText: string }): ShownPrice {
  if (locale === 'ja' && work.priceText !== '') return { kind: 'written', text: work.priceText };
  if (work.priceYen !== null) return { kind: 'yen', yen: work.priceYen };
  return { kind: 'unknown' };
}
