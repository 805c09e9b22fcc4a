'use client';

import { useTranslations } from 'next-intl';
import { SheetDialog, SheetDialogClose } from '@/components/ui/sheet-dialog';
import { EventDayPanel, type EventDayOption } from './event-day-panel';
import { SavedFavoritesEditor } from './saved-favorites-editor';
import type { DeviceState } from './use-device-state';

type Props = { open: boolean; onOpenChange: (open: boolean) => void; userId: string | null; canSave: boolean; days: EventDayOption[]; online: boolean; device: DeviceState };

/** The event-day panel: saving days on the device and editing the saved favourites. Loaded when first opened. */
export function OfflinePanel({ open, onOpenChange, userId, canSave, days, online, device }: Props) {
  const t = useTranslations('Offline');
  return (
    <SheetDialog open={open} onOpenChange={onOpenChange} title={t('panel.title')} description={t('panel.intro')} placement="centred" className="max-h-[90dvh] max-w-xl">
      {!online && <p className="mt-3 rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900">{t('panel.offlineNow')}</p>}
      {canSave && userId ? (
        <EventDayPanel userId={userId} days={days} snapshot={device.snapshot} online={online} />
      ) : (
        <p className="mt-3 text-sm text-slate-700">{t('panel.needsPlan')}</p>
      )}
      {device.snapshot && <SavedFavoritesEditor favorites={device.favorites} pending={device.pending} labels={device.snapshot.labels} />}
      <div className="mt-6 flex justify-end">
        <SheetDialogClose className="text-sm font-semibold text-primary-700 underline">{t('panel.close')}</SheetDialogClose>
      </div>
    </SheetDialog>
  );
}
