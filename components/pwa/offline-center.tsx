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
import { useShellPages } from './use-shell-pages';

const noSubscription = () => () => {};

type Props = { userId: string | null; canSave: boolean; days: EventDayOption[] };

/**
 * The offline indicator and the event-day panel. The indicator is news, not decoration: it shows only
 * while the device is offline or edits wait to be sent, as a bar in the page's flow above the header
 * (so that it never covers a button) that opens the panel. Online, a plain button at the end of the
 * page opens the same panel, where a member saves days on the device and edits the saved favourites.
 * None of it is printed.
 */
export function OfflineCenter({ userId, canSave, days }: Props) {
  const t = useTranslations('Offline');
  const online = useOnline();
  const device = useDeviceState();
  const { outcome, dismiss } = usePendingSender(online, device.pending.length);
  const [open, setOpen] = useState(false);
  // Pages opened in a hidden frame while saving show none of this.
  const isTop = useSyncExternalStore(noSubscription, () => window.top === window.self, () => false);
  useShellPages(isTop, online, userId, canSave);

  // Another account on this browser (online, so the page is current) must not see the saved copy; a
  // signed-out page keeps it while edits wait, so that signing in again can still send them.
  const owner = device.snapshot?.userId;
  useEffect(() => {
    if (!online || !owner || owner === userId) return;
    if (userId !== null || device.pending.length === 0) void removeEventDays();
  }, [online, owner, userId, device.pending.length]);

  if (!isTop) return null;
  const pending = device.pending.length;
  const showIndicator = !online || pending > 0;
  const showNotice = outcome !== null && outcome.status !== 'idle';
  const status = [online ? '' : t('indicator.offline'), pending > 0 ? t('indicator.pending', { count: pending }) : ''].filter(Boolean).join(' · ');
  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      {/* Present from the start, so that a screen reader hears the connection change. */}
      <p aria-live="polite" className="sr-only">
        {status}
      </p>
      {(showIndicator || showNotice) && (
        <aside aria-label={t('indicator.label')} className="order-first flex flex-wrap items-center gap-x-3 gap-y-2 border-b border-amber-300 bg-amber-50 px-4 py-1.5 print:hidden">
          {showIndicator && (
            <Dialog.Trigger className="flex min-h-11 items-center gap-2 rounded-full border border-amber-400 bg-amber-100 px-3 text-sm font-semibold text-amber-900">
              <span aria-hidden="true" className={`size-2.5 rounded-full ${online ? 'bg-primary-600' : 'bg-amber-600'}`} />
              {status}
            </Dialog.Trigger>
          )}
          <SyncNotice outcome={outcome} onDismiss={dismiss} />
        </aside>
      )}
      {canSave && !showIndicator && (
        <div className="flex justify-center bg-slate-50 px-4 pb-3 print:hidden">
          {/* The home page's event-day entry links here. */}
          <Dialog.Trigger id="offline-data" className="min-h-11 px-2 text-sm font-semibold text-primary-700 underline">
            {t('indicator.open')}
            {device.snapshot && <span className="font-normal text-slate-600"> · {t('indicator.saved')}</span>}
          </Dialog.Trigger>
        </div>
      )}
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
  );
}
