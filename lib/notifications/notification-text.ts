import 'server-only';
import { createTranslator } from 'next-intl';
import { changeLines, type ChangeTexts } from '@/lib/catalogue-changes/change-lines';
import type { AppLocale } from '@/lib/i18n/locales';
import { loadMessages } from '@/lib/i18n/messages';
import { perLocale } from '@/lib/i18n/per-locale';
import type { NotificationContent } from './notification-content';

/** What the phone shows, and the page a tap opens. */
export type ShownNotification = { title: string; body: string; tag: string; url: string };

/** The favourites page, opened at its list of changes (components/catalogue-changes). */
const CHANGES_URL = '/user/favorites#catalogue-changes';

/** Made once per language: a fan-out words thousands of notifications in three languages. */
const translators = perLocale(async (locale) => {
  const messages = await loadMessages(locale);
  return { t: createTranslator({ locale, messages, namespace: 'Notifications' }), c: createTranslator({ locale, messages, namespace: 'CatalogueChanges' }) };
});

/**
 * The notification in the member's language, or null when nothing is left to tell them: a circle or work
 * the member may not see is never named (the fan-out left those out; this checks again at sending time,
 * as the member's age or opt-in may have changed in between).
 */
export async function notificationText(content: NotificationContent, locale: AppLocale, mayViewAdult: boolean): Promise<ShownNotification | null> {
  const { t, c } = await translators(locale);
  if (content.kind === 'CATALOGUE') {
    const circles = content.circles.filter((circle) => mayViewAdult || !circle.isAdult);
    const count = content.count - (content.circles.length - circles.length);
    const tag = `catalogue-${content.importId}`;
    const [only] = circles;
    if (count <= 0) return null;
    if (count === 1 && only) {
      const texts: ChangeTexts = {
        moved: (from, to) => c('moved', { from, to }),
        withdrawn: c('withdrawn'),
        returned: c('returned'),
        works: c('works'),
        newMenu: c('newMenu'),
        details: (fields) => c('details', { fields }),
        day: (number) => c('day', { number }),
        field: (field) => c(`fields.${field}`),
      };
      return { title: t('catalogue.one', { name: only.name }), body: changeLines(locale, texts, only.summary).join('\n'), tag, url: CHANGES_URL };
    }
    const names = new Intl.ListFormat(locale, { type: 'unit' }).format(circles.map((circle) => circle.name));
    const more = count - circles.length;
    return { title: t('catalogue.many', { count }), body: more > 0 ? t('catalogue.namesAndMore', { names, more }) : names, tag, url: CHANGES_URL };
  }
  if (content.kind === 'GROUP') {
    const circle = content.circle && (mayViewAdult || !content.circle.isAdult) ? content.circle.name : null;
    const url = content.event === 'settlement' ? `/group/${content.groupId}/settle` : `/group/${content.groupId}`;
    const body =
      content.event === 'split'
        ? t('group.split', { count: content.count })
        : circle
          ? t(`group.${content.event}`, { circle })
          : t(`group.${content.event}Unnamed`);
    return { title: content.groupName, body, tag: `group-${content.groupId}-${content.event}`, url };
  }
  return { title: t('eventDays.title'), body: t('eventDays.body', { day: content.day }), tag: `event-days-${content.date}`, url: '/#offline-data' };
}
