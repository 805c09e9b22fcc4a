'use client';

import { useFormatter, useTranslations } from 'next-intl';
import { formStyles } from '@/components/ui/styles';
import type { ImageSaveOutcome } from '@/lib/offline/device/save-favorite-images';
import { imagesForDays, type FavoriteImages } from '@/lib/offline/saved-images';

/** Where the image step stands: nothing asked yet, the server's list, its progress, or how it ended. */
export type ImagesProgress = { state: 'idle' } | { state: 'saving'; done: number; total: number } | { state: 'done'; outcome: ImageSaveOutcome };

type Props = { online: boolean; favorites: FavoriteImages[] | null; days: readonly number[]; progress: ImagesProgress; saved: ImageSaveOutcome | undefined };

const MB = 1_000_000;

/**
 * The menus-and-covers part of the event-day panel: what saving the chosen days downloads of images
 * before anything starts, the progress while it runs, and what the device holds after it.
 */
export function FavoriteImagesStatus({ online, favorites, days, progress, saved }: Props) {
  const t = useTranslations('Offline.images');
  const format = useFormatter();
  const planned = favorites && imagesForDays(favorites, days);
  const ended = progress.state === 'done' ? progress.outcome : saved;
  return (
    <section aria-labelledby="offline-images-title" className="space-y-2 rounded-lg border border-slate-200 p-3 text-sm text-slate-700">
      <h3 id="offline-images-title" className="font-semibold text-slate-900">
        {t('title')}
      </h3>
      {progress.state !== 'saving' && (online || planned) && (
        <p>
          {!planned
            ? t('loading')
            : planned.images.length === 0
              ? t('none')
              : planned.bytes >= MB
                ? t('size', { size: format.number(planned.bytes / MB, { maximumFractionDigits: 1 }), count: planned.favorites })
                : t('sizeSmall', { size: format.number(Math.max(1, Math.round(planned.bytes / 1_000))), count: planned.favorites })}
        </p>
      )}
      <div aria-live="polite">
        {progress.state === 'saving' && (
          <p>
            <progress className="mr-2 align-middle" max={progress.total} value={progress.done} aria-label={t('title')} />
            {t('saving', { done: progress.done, total: progress.total })}
          </p>
        )}
        {progress.state !== 'saving' && ended && ended.total > 0 && (
          <p className={ended.reason ? formStyles.alert : undefined}>{t(ended.reason ?? 'saved', { saved: ended.saved, total: ended.total })}</p>
        )}
      </div>
    </section>
  );
}
