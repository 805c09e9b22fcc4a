import { createTranslator } from 'next-intl';
import type { LostCharacters } from '@/lib/catalogue-import/lost-characters';
import type { AppLocale } from '@/lib/i18n/locales';
import { loadMessages } from '@/lib/i18n/messages';

/** The lost-characters warning in staff's language (`catalogue:import --lang ja`): a heading, then a line per circle and field. */
export async function lostCharactersText(lost: readonly LostCharacters[], locale: AppLocale): Promise<string[]> {
  if (lost.length === 0) return [];
  const t = createTranslator({ locale, messages: await loadMessages(locale), namespace: 'CatalogueImport' });
  const circles = new Set(lost.map((entry) => entry.wcid)).size;
  return [t('lostCharactersHeading', { count: circles }), ...lost.map((entry) => `  ${t('lostCharacters', { id: entry.wcid, name: entry.name, field: t(`fields.${entry.field}`) })}`)];
}
