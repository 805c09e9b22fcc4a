'use client';

import { fillPlural } from '@/lib/i18n/plural-template';
import type { SendOutcome } from '@/lib/offline/send-pending';
import type { PwaTexts } from './pwa-texts';

/** What became of the edits sent after a time offline, conflicts with newer edits included. */
export function SyncNotice({ outcome, onDismiss, text, locale }: { outcome: SendOutcome | null; onDismiss: () => void; text: PwaTexts['sync']; locale: string }) {
  if (!outcome || outcome.status === 'idle') return null;
  return (
    <div aria-live="polite" className="flex max-w-md items-center gap-3 text-sm text-slate-800">
      <div className="space-y-1">
        {outcome.status === 'sent' && <p>{fillPlural(text.sent, outcome.sent, locale)}</p>}
        {outcome.status === 'sent' && outcome.conflicts > 0 && <p className="font-semibold text-secondary-700">{fillPlural(text.conflicts, outcome.conflicts, locale)}</p>}
        {outcome.status === 'failed' && <p>{text.failed}</p>}
        {outcome.status === 'signIn' && <p>{text.signIn}</p>}
      </div>
      <button type="button" className="shrink-0 text-primary-700 underline" onClick={onDismiss}>
        {text.close}
      </button>
    </div>
  );
}
