'use client';

import dynamic from 'next/dynamic';
import { useSyncExternalStore } from 'react';
import type { AppLocale } from '@/lib/i18n/locales';
import { pwaStatusStore } from '@/lib/pwa/device/pwa-status';
import { retryWhenOnline } from '@/lib/pwa/device/retry-when-online';
import { useServiceWorker } from './use-service-worker';

// The notice, its texts and the translation library load only when a new version waits.
const UpdateNotice = dynamic(() => retryWhenOnline(() => import('./update-notice')).then((module) => module.UpdateNotice), { ssr: false });

/**
 * Registers the worker and offers a waiting new version. Being ready offline and a failed registration
 * are shown in the offline panel, where they matter, rather than over every page.
 */
export function ServiceWorkerNotice({ enabled, locale }: { enabled: boolean; locale: AppLocale }) {
  useServiceWorker(enabled);
  const { needRefresh } = useSyncExternalStore(pwaStatusStore.subscribe, pwaStatusStore.get, pwaStatusStore.getServer);
  if (!needRefresh) return null;
  return <UpdateNotice locale={locale} />;
}
