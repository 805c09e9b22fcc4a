import { getLocale, getTranslations } from 'next-intl/server';
import { getCurrentUser } from '@/lib/auth/guards';
import type { AppLocale } from '@/lib/i18n/locales';
import { perLocale } from '@/lib/i18n/per-locale';
import { templateArguments } from '@/lib/i18n/message-template';
import { colorOptions, colorOptionsWith } from './color-options';
import { toColorWire } from './color-wire';
import type { FavoriteEntryProp } from './favorite-controls-island';
import { LazyFavoriteControlsIsland } from './lazy-favorite-controls-island';
import type { FavoriteControlLabels } from './favorite-types';

async function translateLabels(locale: AppLocale): Promise<FavoriteControlLabels> {
  const t = await getTranslations({ locale, namespace: 'FavoriteControls' });
  const keys = [
    'add', 'change', 'colors', 'remove', 'memo', 'memoHint', 'saving', 'saved', 'saveFailed', 'retry', 'rolledBack', 'queuedOffline', 'removed',
    'memoOnly', 'close', 'rename', 'renamed', 'keyHint',
  ] as const satisfies readonly (keyof FavoriteControlLabels)[];
  // Arguments are filled in the browser, per circle: the templates travel once per page.
  const placeholders = templateArguments('name', 'color', 'reason', 'number');
  return Object.fromEntries(keys.map((key) => [key, t(key, placeholders)])) as FavoriteControlLabels;
}

/** The controls' texts in a language: the same for every user, so translated once per process. */
export const favoriteControlLabels: (locale: AppLocale) => Promise<FavoriteControlLabels> = perLocale(translateLabels);

/**
 * Mounts the page's one favourites island over the page's slots; `entries` are the favourites among
 * their circles (a circle without one is not a favourite). The caller keys it by the rows shown, so
 * that new rows after a client navigation get a fresh island.
 * A page that has already read the member's colour names passes them, so they are not read twice.
 */
export async function FavoriteControls({ entries, colorLabels }: { entries: readonly FavoriteEntryProp[]; colorLabels?: ReadonlyMap<number, string> }) {
  const user = await getCurrentUser();
  if (!user) return null;
  const locale = await getLocale();
  const [colors, labels] = await Promise.all([
    colorLabels ? colorOptionsWith(colorLabels, locale) : colorOptions(user.id, locale),
    favoriteControlLabels(locale),
  ]);
  return <LazyFavoriteControlsIsland entries={entries} colors={toColorWire(colors)} labels={labels} />;
}
