import { NextIntlClientProvider } from 'next-intl';
import { getMessages } from 'next-intl/server';
import { checkPermission } from '@/lib/auth/permissions';
import type { SessionUser } from '@/lib/auth/session-user';
import { listEventDays } from '@/lib/offline/event-days';
import { todayInJapan } from '@/lib/time/japan-time';
import { ChunkLoadRecovery } from './chunk-load-recovery';
import { InstallPrompt } from './install-prompt';
import { OfflineCenter } from './offline-center';
import { ServiceWorkerNotice } from './service-worker-notice';

/**
 * The installable app's leaves on every page: the worker's registration and notices, the install
 * banner, chunk-load recovery and the offline indicator with the event-day panel. Saving days needs the
 * same plan as the favourites page.
 */
export async function PwaShell({ user }: { user: SessionUser | null }) {
  const canSave = checkPermission({ user, requiredRoles: ['Platinum'], needsAdult: true, needsLogin: true, today: todayInJapan() }) === 'authorized';
  const [messages, days] = await Promise.all([getMessages(), canSave ? listEventDays() : []]);
  return (
    <NextIntlClientProvider messages={{ Pwa: messages.Pwa, Offline: messages.Offline }}>
      <ServiceWorkerNotice enabled={process.env.NODE_ENV === 'production'} />
      <ChunkLoadRecovery />
      <InstallPrompt />
      <OfflineCenter userId={user?.id ?? null} canSave={canSave} days={days} />
    </NextIntlClientProvider>
  );
}
