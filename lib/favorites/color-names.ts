import 'server-only';
import { getTranslations } from 'next-intl/server';
import type { AppLocale } from '@/lib/i18n/locales';
import { perLocale } from '@/lib/i18n/per-locale';
import { palette } from './palette';

async function translateColorNames(locale: AppLocale): Promise<Map<number, string>> {
  const colors = await getTranslations({ locale, namespace: 'Favorites.colors' });
  return new Map(palette.map((color) => [color.n, colors(color.key as Parameters<typeof colors>[0])]));
}

/** Colour number → its translated name, for the favourite marks of the rows. */
export const colorNames: (locale: AppLocale) => Promise<Map<number, string>> = perLocale(translateColorNames);
