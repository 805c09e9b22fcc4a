'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useEffect, useId, useState, type FormEvent } from 'react';
import { circlePageLabels, type CirclePage } from '@/lib/catalogue/circle-page';
import type { AppLocale } from '@/lib/i18n/locales';
import { listOwnedFavorites, recordEdit } from '@/lib/offline/device/device-store';
import { pageViewer } from '@/lib/offline/device/page-viewer';
import type { SearchWorkerClient } from './search-worker-client';
import { CircleFacts } from '@/components/circle-page/circle-facts';
import { TranslatedText } from '@/components/circle-page/translated-text';
import { translatedTextLabels } from '@/lib/catalogue/shown-text';
import { RomajiLine } from '@/components/ui/romaji-line';

/**
 * A circle's page offline, from the catalogue on the device: its text (images need a connection or the
 * saved event days) and the member's memo, kept on the device and sent when the connection returns.
 */
export function OfflineCircleView({ worker, circleId, onClose }: { worker: SearchWorkerClient; circleId: number; onClose: () => void }) {
  const t = useTranslations('CircleList');
  const labels = circlePageLabels(useTranslations('CirclePage'));
  const translatedLabels = translatedTextLabels(useTranslations('TranslatedText'));
  const locale = useLocale() as AppLocale;
  const memoId = useId();
  const [circle, setCircle] = useState<CirclePage | null>(null);
  const [memo, setMemo] = useState('');
  const [kept, setKept] = useState<'kept' | 'refused' | null>(null);

  useEffect(() => {
    void worker.ask({ kind: 'circle', id: circleId, locale }).then((answer) => setCircle(answer.kind === 'circle' ? answer.circle : null));
    void listOwnedFavorites().then((favorites) => setMemo(favorites.find((favorite) => favorite.circleId === circleId)?.memo ?? ''), () => setMemo(''));
  }, [worker, circleId, locale]);

  const keep = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    // Refused when the device's queue holds another member's edits (lib/offline/device/device-store.ts), or the
    // device cannot keep anything: either way the memo is not kept, and the member is told.
    setKept(await recordEdit(circleId, { memo }, pageViewer()).then(
      () => 'kept' as const,
      () => 'refused' as const,
    ));
  };

  return (
    <article aria-labelledby="offline-circle-name" className="col-span-2 space-y-3 md:col-span-1 md:col-start-2">
      <button type="button" className="min-h-11 text-sm font-semibold text-primary-700 underline" onClick={onClose}>
        {t('live.backToList')}
      </button>
      {circle && (
        <>
          <h2 id="offline-circle-name" className="text-xl font-bold text-slate-900">
            {circle.name}
          </h2>
          <RomajiLine romaji={circle.romaji} />
          <p className="text-xs text-slate-600">{t('live.offlineDetail')}</p>
          <CircleFacts page={circle} labels={labels} />
          {circle.description.text !== '' && (
            <section>
              <h3 className="font-semibold">{labels.description}</h3>
              <TranslatedText shown={circle.description} labels={translatedLabels} locale={locale} className="text-sm" />
            </section>
          )}
          {circle.workTitles.length > 0 && (
            <section>
              <h3 className="font-semibold">{labels.works}</h3>
              <ul className="list-disc pl-5 text-sm">
                {circle.workTitles.map((title, at) => (
                  <li key={at}>{title}</li>
                ))}
              </ul>
            </section>
          )}
          <form onSubmit={(event) => void keep(event)} className="space-y-2">
            <label htmlFor={memoId} className="block text-sm font-semibold">
              {t('memoLabel')}
            </label>
            <textarea id={memoId} value={memo} onChange={(event) => setMemo(event.target.value)} rows={3} className="block w-full rounded-md border border-slate-300 p-2 text-base" />
            <button type="submit" className="min-h-11 rounded-md bg-primary-700 px-4 text-sm font-semibold text-white">
              {t('live.saveMemo')}
            </button>
            {kept === 'kept' && <p role="status" className="text-sm text-slate-700">{t('live.memoKept')}</p>}
            {kept === 'refused' && <p role="alert" className="text-sm text-red-800">{t('live.memoQueueOfAnother')}</p>}
          </form>
        </>
      )}
    </article>
  );
}
