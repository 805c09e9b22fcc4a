'use client';

import { useSyncExternalStore } from 'react';
import { buttonStyles } from '@/components/ui/styles';
import { pwaStatusStore } from '@/lib/pwa/pwa-status';
import type { PwaTexts } from './pwa-texts';
import { activateWaitingVersion, useServiceWorker } from './use-service-worker';

/**
 * Registers the worker and offers a waiting new version. Being ready offline and a failed registration
 * are shown in the offline panel, where they matter, rather than over every page.
 */
export function ServiceWorkerNotice({ enabled, text }: { enabled: boolean; text: PwaTexts['update'] }) {
  useServiceWorker(enabled);
  const { needRefresh } = useSyncExternalStore(pwaStatusStore.subscribe, pwaStatusStore.get, pwaStatusStore.getServer);
  if (!needRefresh) return null;
  return (
    <div aria-live="polite" className="fixed right-4 bottom-4 z-40 flex max-w-sm items-center gap-3 rounded-lg border border-primary-200 bg-white p-3 text-sm text-slate-800 shadow-lg">
      <p>{text.needRefresh}</p>
      <button type="button" className={buttonStyles.primary} onClick={activateWaitingVersion}>
        {text.reload}
      </button>
    </div>
  );
}
