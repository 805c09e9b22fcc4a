'use client';

import { useTranslations } from 'next-intl';
import type { SendOutcome } from '@/lib/offline/send-pending';

/** What became of the edits sent after a time offline, conflicts with newer edits included. */
export function SyncNotice({ outcome, onDismiss }: { outcome: SendOutcome | null; onDismiss: () => void }) {
  const t = useTranslations('Offline.sync');
  const tPanel = useTranslations('Offline.panel');
  if (!outcome || outcome.status === 'idle') return null;
  return (
    <div aria-live="polite" className="flex max-w-md items-center gap-3 text-sm text-slate-800">
      <div className="space-y-1">
        {outcome.status === 'sent' && <p>{t('sent', { count: outcome.sent })}</p>}
        {outcome.status === 'sent' && outcome.conflicts > 0 && <p className="font-semibold text-secondary-700">{t('conflicts', { count: outcome.conflicts })}</p>}
        {outcome.status === 'failed' && <p>{t('failed')}</p>}
        {outcome.status === 'signIn' && <p>{t('signIn')}</p>}
      </div>
      <button type="button" className="shrink-0 text-primary-700 underline" onClick={onDismiss}>
        {tPanel('close')}
      </button>
    </div>
  );
}
