'use client';

import { useTranslations } from 'next-intl';
import type { AppLocale } from '@/lib/i18n/locales';
import type { SendOutcome } from '@/lib/offline/device/send-pending';
import { LoadedMessages } from '@/components/i18n/loaded-messages';

/** What became of the edits sent after a time offline, conflicts with newer edits included. */
export function SyncNotice({ outcome, onDismiss, locale }: { outcome: SendOutcome | null; onDismiss: () => void; locale: AppLocale }) {
  if (!outcome || outcome.status === 'idle') return null;
  return (
    <LoadedMessages locale={locale}>
      <SyncOutcome outcome={outcome} onDismiss={onDismiss} />
    </LoadedMessages>
  );
}

function SyncOutcome({ outcome, onDismiss }: { outcome: SendOutcome; onDismiss: () => void }) {
  const t = useTranslations('Offline');
  return (
    <div aria-live="polite" className="flex max-w-md items-center gap-3 text-sm text-slate-800">
      <div className="space-y-1">
        {outcome.status === 'sent' && <p>{t('sync.sent', { count: outcome.sent })}</p>}
        {outcome.status === 'sent' && outcome.conflicts > 0 && <p className="font-semibold text-secondary-700">{t('sync.conflicts', { count: outcome.conflicts })}</p>}
        {outcome.status === 'failed' && <p>{t('sync.failed')}</p>}
        {outcome.status === 'signIn' && <p>{t('sync.signIn')}</p>}
      </div>
      <button type="button" className="shrink-0 text-primary-700 underline" onClick={onDismiss}>
        {t('panel.close')}
      </button>
    </div>
  );
}
