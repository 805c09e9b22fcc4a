'use client';

import { useState } from 'react';
import { useErrorMessage } from '@/components/forms/use-error-message';
import { fillTemplate } from '@/lib/i18n/message-template';
import { visitStatuses, type VisitStatus } from '@/lib/plan/visit-status';
import { saveVisitMark } from './save-visit-mark';

export type VisitMarkLabels = { visit: Record<VisitStatus, string>; visitOf: string; queuedOffline: string; failed: string };

/** The four visit marks of a circle on a day, one tap each, for the map's popup. */
export function VisitMarkButtons({ circleId, day, name, initial, labels, onMarked }: { circleId: number; day: number; name: string; initial: VisitStatus; labels: VisitMarkLabels; onMarked: (status: VisitStatus) => void }) {
  const [status, setStatus] = useState(initial);
  const [message, setMessage] = useState('');
  const errorMessage = useErrorMessage();
  const mark = async (next: VisitStatus) => {
    const before = status;
    setStatus(next);
    const outcome = await saveVisitMark(circleId, day, next);
    if (outcome.kind === 'failed') {
      setStatus(before);
      setMessage(fillTemplate(labels.failed, { reason: errorMessage(outcome.messageKey) }));
      return;
    }
    setMessage(outcome.kind === 'queued' ? labels.queuedOffline : '');
    onMarked(next);
  };
  return (
    <div className="mt-2">
      <div role="group" aria-label={fillTemplate(labels.visitOf, { name })} className="grid grid-cols-2 gap-1">
        {visitStatuses.map((option) => (
          <button key={option} type="button" aria-pressed={status === option} onClick={() => void mark(option)} className="min-h-11 rounded border border-slate-300 px-1 text-xs font-semibold aria-pressed:bg-primary-700 aria-pressed:text-white">
            {labels.visit[option]}
          </button>
        ))}
      </div>
      <p role="status" className="mt-1 text-xs">{message}</p>
    </div>
  );
}
