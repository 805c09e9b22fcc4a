'use client';

import { useFormatter, useTranslations } from 'next-intl';
import { useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { CatalogueStatus } from '@/components/offline-search/catalogue-status';
import { FavoriteImagesStatus, type ImagesProgress } from './favorite-images-status';
import { buttonStyles, formStyles } from '@/components/ui/styles';
import type { SnapshotInfo } from '@/lib/offline/device/device-store';
import { removeEventDays, saveEventDays } from '@/lib/offline/device/save-event-days';
import { fetchFavoriteImages, saveFavoriteImages } from '@/lib/offline/device/save-favorite-images';
import type { FavoriteImages } from '@/lib/offline/saved-images';
import { saveCatalogueSnapshot } from '@/lib/offline-search/device/download-snapshot';
import { pwaStatusStore } from '@/lib/pwa/device/pwa-status';

export type EventDayOption = { dayNumber: number; date: string };

type Props = { userId: string; days: EventDayOption[]; snapshot: SnapshotInfo | undefined; online: boolean; saveRequests: number };

type Progress = { state: 'idle' } | { state: 'saving'; done: number; total: number } | { state: 'failed' } | { state: 'removed' };

/** Chooses the days to keep on the device and saves (or removes) them. */
export function EventDayPanel({ userId, days, snapshot, online, saveRequests }: Props) {
  const t = useTranslations('Offline.panel');
  const tUpdate = useTranslations('Pwa.update');
  const format = useFormatter();
  const { registrationError } = useSyncExternalStore(pwaStatusStore.subscribe, pwaStatusStore.get, pwaStatusStore.getServer);
  const [chosen, setChosen] = useState<number[]>(() => snapshot?.days ?? days.map((day) => day.dayNumber));
  const [progress, setProgress] = useState<Progress>({ state: 'idle' });
  const [noDay, setNoDay] = useState(false);
  const [images, setImages] = useState<FavoriteImages[] | null>(null);
  const [imagesProgress, setImagesProgress] = useState<ImagesProgress>({ state: 'idle' });
  // From the click until the images are done: the days, the catalogue and the images are one save.
  const [saving, setSaving] = useState(false);

  // The images' size is stated before saving starts: the server lists them with their sizes.
  useEffect(() => {
    if (!online) return;
    let current = true;
    void fetchFavoriteImages().then(
      (favorites) => current && setImages(favorites),
      () => current && setImages(null),
    );
    return () => {
      current = false;
    };
  }, [online]);

  const dayLabel = (dayNumber: number) => {
    const day = days.find((candidate) => candidate.dayNumber === dayNumber);
    const date = day ? format.dateTime(new Date(`${day.date}T00:00:00Z`), { month: 'short', day: 'numeric', weekday: 'short', timeZone: 'UTC' }) : '';
    return t('day', { day: dayNumber, dayDate: date });
  };

  const toggle = (dayNumber: number, on: boolean) => setChosen((current) => (on ? [...current, dayNumber] : current.filter((day) => day !== dayNumber)));

  const save = async () => {
    if (saving) return;
    if (chosen.length === 0) return setNoDay(true);
    setNoDay(false);
    setSaving(true);
    try {
      await saveAll();
    } finally {
      setSaving(false);
    }
  };

  const saveAll = async () => {
    setProgress({ state: 'saving', done: 0, total: 1 });
    setImagesProgress({ state: 'idle' });
    try {
      await saveEventDays(userId, chosen, (done, total) => setProgress({ state: 'saving', done, total }));
      setProgress({ state: 'idle' });
      // No day-before reminder for a device that holds the days (decision 044).
      void import('@/components/notifications/report-days-saved').then(({ reportDaysSaved }) => reportDaysSaved(true));
    } catch {
      return setProgress({ state: 'failed' });
    }
    // The catalogue for searching offline follows the days; its own section shows its progress.
    // Its index is built now, in the search worker, and kept: the list then opens it without building.
    if (await saveCatalogueSnapshot(userId)) void import('@/components/offline-search/search-worker-client').then(({ searchWorker }) => searchWorker().ask({ kind: 'open' }));
    // Images last: the largest part, and the one a full storage refuses, without costing the texts.
    setImagesProgress({ state: 'saving', done: 0, total: 1 });
    const favorites = await fetchFavoriteImages().catch(() => images);
    if (favorites) setImages(favorites);
    const outcome = await saveFavoriteImages(userId, favorites ?? [], chosen, (done, total) => setImagesProgress({ state: 'saving', done, total }));
    setImagesProgress({ state: 'done', outcome });
  };

  // A prompt's tap (the start page, the thanks for a purchase) starts the save that the button here starts.
  const saveRef = useRef(save);
  useEffect(() => {
    saveRef.current = save;
  });
  const answered = useRef(0);
  useEffect(() => {
    if (saveRequests === answered.current || !online) return;
    answered.current = saveRequests;
    void saveRef.current();
  }, [saveRequests, online]);

  const remove = async () => {
    await removeEventDays();
    setProgress({ state: 'removed' });
    void import('@/components/notifications/report-days-saved').then(({ reportDaysSaved }) => reportDaysSaved(false));
  };

  return (
    <div className="mt-4 space-y-3">
      <fieldset disabled={saving || !online}>
        <legend className={formStyles.label}>{t('days')}</legend>
        <div className="mt-2 flex flex-wrap gap-4">
          {days.map((day) => (
            <label key={day.dayNumber} className="flex items-center gap-2 text-sm text-slate-800">
              <input type="checkbox" className={formStyles.checkbox} checked={chosen.includes(day.dayNumber)} onChange={(event) => toggle(day.dayNumber, event.target.checked)} />
              {dayLabel(day.dayNumber)}
            </label>
          ))}
        </div>
      </fieldset>
      {noDay && <p className={formStyles.error}>{t('chooseDay')}</p>}
      <div aria-live="polite" className="text-sm text-slate-700">
        {progress.state === 'saving' && <p>{t('saving', { done: progress.done, total: progress.total })}</p>}
        {progress.state === 'failed' && <p className={formStyles.alert}>{t('saveFailed')}</p>}
        {progress.state === 'removed' && <p>{t('removed')}</p>}
        {progress.state !== 'saving' && (
          <p>
            {snapshot
              ? t('savedAt', {
                  when: format.dateTime(new Date(snapshot.savedAt), { dateStyle: 'medium', timeStyle: 'short' }),
                  count: snapshot.circleCount,
                  days: format.list(snapshot.days.map(dayLabel)),
                })
              : t('notSaved')}
          </p>
        )}
        {/* One status: what is saved (above). That the worker runs is no promise that anything opens offline. */}
        {registrationError && <p className={formStyles.alert}>{tUpdate('registrationError')}</p>}
      </div>
      <CatalogueStatus online={online} />
      <FavoriteImagesStatus online={online} favorites={images} days={chosen} progress={imagesProgress} saved={snapshot?.images} />
      {/* Held at the foot of the dialog (over its padding) while the statuses above it scroll: on a phone they are taller than the screen. */}
      <div className="sticky -bottom-6 -mb-6 flex flex-wrap gap-2 border-t border-slate-200 bg-white pt-3 pb-6">
        <button type="button" className={buttonStyles.primary} disabled={saving || !online} onClick={() => void save()}>
          {snapshot ? t('update') : t('save')}
        </button>
        {snapshot && (
          <button type="button" className={buttonStyles.outline} disabled={saving} onClick={() => void remove()}>
            {t('remove')}
          </button>
        )}
      </div>
    </div>
  );
}
