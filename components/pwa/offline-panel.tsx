'use client';

import { NextIntlClientProvider, useTranslations } from 'next-intl';
import { use } from 'react';
import { SheetDialog, SheetDialogClose } from '@/components/ui/sheet-dialog';
import { messageFormats } from '@/lib/i18n/formats';
import type { AppLocale } from '@/lib/i18n/locales';
import { loadMessagesOnce, type AppMessages } from '@/lib/i18n/messages';
import { EventDayPanel, type EventDayOption } from './event-day-panel';
import { SavedFavoritesEditor } from './saved-favorites-editor';
import type { OfflinePanelIntl } from './pwa-texts';
import type { DeviceState } from './use-device-state';

type Props = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  userId: string | null;
  canSave: boolean;
  days: EventDayOption[];
  online: boolean;
  device: DeviceState;
  /** How many times the page asked to start saving (a prompt's one tap); each new one starts a save. */
  saveRequests: number;
};

/**
 * The language's messages, loaded with the panel (the build's file of them, which the service worker
 * keeps with the other static files) rather than sent with every page.
 */
export function panelMessages(locale: AppLocale): Promise<AppMessages> {
  return loadMessagesOnce(locale);
}

/**
 * The event-day panel with its own translation provider: the translation library and the messages load
 * with the panel, not with every page (the page's own texts come translated, components/pwa/pwa-texts.ts).
 */
export function OfflinePanel({ intl, ...props }: Props & { intl: OfflinePanelIntl }) {
  const messages = use(panelMessages(intl.locale));
  return (
    <NextIntlClientProvider locale={intl.locale} timeZone={intl.timeZone} formats={messageFormats} messages={messages}>
      <OfflinePanelDialog {...props} />
    </NextIntlClientProvider>
  );
}

/** Saving days on the device and editing the saved favourites. Loaded when first opened. */
function OfflinePanelDialog({ open, onOpenChange, userId, canSave, days, online, device, saveRequests }: Props) {
  const t = useTranslations('Offline');
  return (
    <SheetDialog open={open} onOpenChange={onOpenChange} title={t('panel.title')} description={t('panel.intro')} placement="centred" className="max-h-[90dvh] max-w-xl">
      {!online && <p className="mt-3 rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900">{t('panel.offlineNow')}</p>}
      {canSave && userId ? (
        <EventDayPanel userId={userId} days={days} snapshot={device.snapshot} online={online} saveRequests={saveRequests} />
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
