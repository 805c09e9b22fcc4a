import 'server-only';
import { createTranslator } from 'next-intl';
import { formatPlacement } from '@/lib/catalogue/placement-text';
import { palette } from '@/lib/favorites/palette';
import { messageFormats } from '@/lib/i18n/formats';
import type { AppLocale } from '@/lib/i18n/locales';
import { loadMessages } from '@/lib/i18n/messages';
import type { PrintEntry } from '@/lib/print/print-favorites';
import type { PrintQuery } from '@/lib/print/print-url';

export type PrintColor = { n: number; hex: string; label: string };

/** What every printout needs besides its data: the language, the options and the user's colour names. */
export type PrintContext = { locale: AppLocale; query: PrintQuery; colors: Map<number, PrintColor> };

export async function printColors(locale: AppLocale, labels: ReadonlyMap<number, string>): Promise<Map<number, PrintColor>> {
  const names = createTranslator({ locale, messages: await loadMessages(locale), namespace: 'Favorites.colors' });
  return new Map(palette.map((color) => [color.n, { n: color.n, hex: color.hex, label: labels.get(color.n) ?? names(color.key as Parameters<typeof names>[0]) }]));
}

export function entryPlacement(locale: AppLocale, entry: PrintEntry): string {
  return formatPlacement(locale, entry.date, { area: entry.area, block: entry.block, spaceNumber: entry.spaceNumber, sides: entry.sides });
}

/**
 * The printout's messages in the language the print query asks for, which may differ from the page's:
 * the request's own configuration always answers in the page's language, so the catalogue is loaded here.
 */
export async function printTranslations(locale: AppLocale) {
  return createTranslator({ locale, messages: await loadMessages(locale), namespace: 'Print', formats: messageFormats });
}
