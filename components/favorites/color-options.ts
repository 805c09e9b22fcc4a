import 'server-only';
import { cache } from 'react';
import { colorNames } from '@/components/catalogue/circle-filter-props';
import { palette } from '@/lib/checklist/palette';
import { getColorLabels } from '@/lib/favorites/color-labels';
import type { AppLocale } from '@/lib/i18n/locales';
import type { ColorOption } from './favorite-types';

// The list page and its favourites island both ask within one request.
const labelsOf = cache(getColorLabels);

/** The 18 colours under the user's own names where they gave one, else the translated default. */
export async function colorOptions(userId: string, locale: AppLocale): Promise<ColorOption[]> {
  const [defaults, labels] = await Promise.all([colorNames(locale), labelsOf(userId)]);
  return palette.map((color) => {
    const defaultName = defaults.get(color.n) ?? String(color.n);
    return { n: color.n, hex: color.hex, name: labels.get(color.n) ?? defaultName, defaultName };
  });
}

/** Colour number → the name this user sees, for server-rendered marks and filters. */
export async function userColorNames(userId: string, locale: AppLocale): Promise<Map<number, string>> {
  return new Map((await colorOptions(userId, locale)).map((color) => [color.n, color.name]));
}
