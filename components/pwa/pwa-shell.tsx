import { getLocale, getTranslations } from 'next-intl/server';
import { checkPermission } from '@/lib/auth/permissions';
import type { SessionUser } from '@/lib/auth/session-user';
import { buildSettings } from '@/lib/config/build';
import { eventTimeZone, todayInJapan } from '@/lib/time/japan-time';
import type { AppLocale } from '@/lib/i18n/locales';
import { perLocale } from '@/lib/i18n/per-locale';
import { pluralTemplates } from '@/lib/i18n/plural-template';
import { listEventDays } from '@/lib/offline/server/event-days';
import { ChunkLoadRecovery } from './chunk-load-recovery';
import { InstallPrompt } from './install-prompt';
import { LazyServiceWorkerNotice } from './lazy-service-worker-notice';
import { OfflineCenter } from './offline-center';
import type { OfflinePanelIntl, PwaTexts } from './pwa-texts';

// The same for every page in a language: made once per language (they were a few per cent of a list
// request's CPU time, most of it the plural templates).
const pwaTexts = perLocale(async (locale): Promise<PwaTexts> => {
  const t = await getTranslations({ locale });
  return {
    locale,
    indicator: {
      label: t('Offline.indicator.label'),
      offline: t('Offline.indicator.offline'),
      open: t('Offline.indicator.open'),
      saved: t('Offline.indicator.saved'),
      pending: pluralTemplates(locale, (count) => t('Offline.indicator.pending', { count })),
    },
  };
});

/** When the server answers this page: the device owner the page names moves only forward (lib/offline/device/device-owner.ts). */
const answerTime = () => Date.now();

/** The event-day panel formats counts and dates itself: it loads its messages and gets the language. */
function offlinePanelIntl(locale: AppLocale): OfflinePanelIntl {
  return { locale, timeZone: eventTimeZone };
}

/**
 * The installable app's leaves on every page: the worker's registration and notices, the install
 * banner, chunk-load recovery and the offline indicator with the event-day panel. Saving days needs the
 * same plan as the favourites page.
 */
export async function PwaShell({ user }: { user: SessionUser | null }) {
  const canSave = checkPermission({ user, requiredRoles: ['Platinum'], needsAdult: true, needsLogin: true, today: todayInJapan() }) === 'authorized';
  const locale = (await getLocale()) as AppLocale;
  const [text, days] = await Promise.all([pwaTexts(locale), canSave ? listEventDays() : []]);
  const panelIntl = offlinePanelIntl(locale);
  return (
    <>
      <LazyServiceWorkerNotice enabled={buildSettings().mode === 'production'} locale={locale} />
      <ChunkLoadRecovery />
      <InstallPrompt locale={locale} />
      <OfflineCenter userId={user?.id ?? null} canSave={canSave} answeredAt={answerTime()} days={days} text={text} panelIntl={panelIntl} />
    </>
  );
}
