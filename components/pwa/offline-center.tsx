'use client';

import * as Dialog from '@radix-ui/react-dialog';
import { useTranslations } from 'next-intl';
import { useEffect, useState, useSyncExternalStore } from 'react';
import { removeEventDays } from '@/lib/offline/save-event-days';
import { EventDayPanel, type EventDayOption } from './event-day-panel';
import { SavedFavoritesEditor } from './saved-favorites-editor';
import { SyncNotice } from './sync-notice';
import { useDeviceState, useOnline } from './use-device-state';
import { usePendingSender } from './use-pending-sender';

const noSubscription = () => () => {};

type Props = { userId: string | null; canSave: boolean; days: EventDayOption[] };

/**
 * The offline indicator and the event-day panel: a small badge with the connection and the edits still
 * to send, which opens the panel where a member saves days on the device and edits the saved favourites.
 */
export function OfflineCenter({ userId, canSave, days }: Props) {
  const t = useTranslations('Offline');
  const online = useOnline();
  const device = useDeviceState();
  const { outcome, dismiss } = usePendingSender(online, device.pending.length);
  const [open, setOpen] = useState(false);
  // Pages opened in a hidden frame while saving show none of this.
  const isTop = useSyncExternalStore(noSubscription, () => window.top === window.self, () => false);

  // Another account on this browser (online, so the page is current) must not see the saved copy; a
  // signed-out page keeps it while edits wait, so that signing in again can still send them.
  const owner = device.snapshot?.userId;
  useEffect(() => {
    if (!online || !owner || owner === userId) return;
    if (userId !== null || device.pending.length === 0) void removeEventDays();
  }, [online, owner, userId, device.pending.length]);

  if (!isTop || (!canSave && online && device.pending.length === 0)) return null;
  const pending = device.pending.length;
  return (
    <>
      <div className="fixed bottom-4 left-4 z-40 flex flex-col items-start gap-2">
        <SyncNotice outcome={outcome} onDismiss={dismiss} />
        <Dialog.Root open={open} onOpenChange={setOpen}>
          <Dialog.Trigger
            aria-label={t('indicator.label')}
            className={`flex items-center gap-2 rounded-full border px-3 py-1.5 text-sm font-semibold shadow-md ${online ? 'border-primary-200 bg-white text-primary-800' : 'border-amber-400 bg-amber-100 text-amber-900'}`}
          >
            <span aria-hidden="true" className={`size-2.5 rounded-full ${online ? 'bg-primary-600' : 'bg-amber-600'}`} />
            <span aria-live="polite">
              {online ? t('indicator.online') : t('indicator.offline')}
              {pending > 0 && ` · ${t('indicator.pending', { count: pending })}`}
            </span>
            {device.snapshot && online && pending === 0 && <span className="font-normal text-slate-600">· {t('indicator.saved')}</span>}
          </Dialog.Trigger>
          <Dialog.Portal>
            <Dialog.Overlay className="fixed inset-0 z-40 bg-slate-900/50" />
            <Dialog.Content className="fixed top-1/2 left-1/2 z-50 max-h-[90dvh] w-[calc(100%-2rem)] max-w-xl -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-xl bg-white p-6 shadow-2xl">
              <Dialog.Title className="text-lg font-bold text-slate-900">{t('panel.title')}</Dialog.Title>
              <Dialog.Description className="mt-2 text-sm text-slate-700">{t('panel.intro')}</Dialog.Description>
              {!online && <p className="mt-3 rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900">{t('panel.offlineNow')}</p>}
              {canSave && userId ? (
                <EventDayPanel userId={userId} days={days} snapshot={device.snapshot} online={online} />
              ) : (
                <p className="mt-3 text-sm text-slate-700">{t('panel.needsPlan')}</p>
              )}
              {device.snapshot && <SavedFavoritesEditor favorites={device.favorites} pending={device.pending} labels={device.snapshot.labels} />}
              <div className="mt-6 flex justify-end">
                <Dialog.Close className="text-sm font-semibold text-primary-700 underline">{t('panel.close')}</Dialog.Close>
              </div>
            </Dialog.Content>
          </Dialog.Portal>
        </Dialog.Root>
      </div>
    </>
  );
}
