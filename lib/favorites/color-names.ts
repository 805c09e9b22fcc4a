import 'server-only';
import { getTranslations } from 'next-intl/server';
import type { AppLocale } from '@/lib/i18n/locales';
import { palette } from './palette';

const colorNameCache = new Map<AppLocale, Promise<Map<number, string>>>();

async function translateColorNames(locale: AppLocale): Promise<Map<number, string>> {
  const colors = await getTranslations({ locale, namespace: 'Favorites.colors' });
  return new Map(palette.map((color) => [color.n, colors(color.key as Parameters<typeof colors>[0])]));
}

/** Colour number → its translated name, for the favourite marks of the rows. */
export function colorNames(locale: AppLocale): Promise<Map<number, string>> {
  let names = colorNameCache.get(locale);
  if (!names) {
    names = translateColorNames(locale);
    colorNameCache.set(locale, names);
    names.catch(() => colorNameCache.delete(locale));
  }
  return names;
}
