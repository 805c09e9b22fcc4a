import 'server-only';
import { cache } from 'react';
import { colorNames } from '@/lib/favorites/color-names';
import { palette } from '@/lib/favorites/palette';
import { getColorLabels } from '@/lib/favorites/color-labels';
import type { AppLocale } from '@/lib/i18n/locales';
import type { ColorOption } from './favorite-types';

// The list page and its favourites island both ask within one request.
const labelsOf = cache(getColorLabels);

/** The 18 colours under the member's own names (`labels`) where they gave one, else the translated default. */
export async function colorOptionsWith(labels: ReadonlyMap<number, string>, locale: AppLocale): Promise<ColorOption[]> {
  const defaults = await colorNames(locale);
  return palette.map((color) => {
    const defaultName = defaults.get(color.n) ?? String(color.n);
    return { n: color.n, hex: color.hex, name: labels.get(color.n) ?? defaultName, defaultName };
  });
}

/** The 18 colours under the user's own names, read from the database. */
export async function colorOptions(userId: string, locale: AppLocale): Promise<ColorOption[]> {
  return colorOptionsWith(await labelsOf(userId), locale);
}

/** Colour number → the name this member sees, for server-rendered marks and filters. */
export async function colorNamesWith(labels: ReadonlyMap<number, string>, locale: AppLocale): Promise<Map<number, string>> {
  return new Map((await colorOptionsWith(labels, locale)).map((color) => [color.n, color.name]));
}
