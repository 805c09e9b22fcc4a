'use client';

import { useFormatter, useTranslations } from 'next-intl';
import { useEffect, useState, useSyncExternalStore } from 'react';
import { buttonStyles, formStyles } from '@/components/ui/styles';
import { downloadStore, fetchSnapshotManifest, removeSnapshot } from '@/lib/offline-search/device/download-snapshot';
import type { SnapshotManifest } from '@/lib/offline-search/snapshot-manifest';
import { readOwnedSnapshotInfo, snapshotChangeEvent, type StoredSnapshotInfo } from '@/lib/offline-search/device/snapshot-store';

/**
 * The catalogue part of the event-day panel: its download size before saving, the progress while the
 * panel's save button downloads it, what the device holds and a button to remove it.
 */
export function CatalogueStatus({ online }: { online: boolean }) {
  const t = useTranslations('Offline.catalogue');
  const format = useFormatter();
  const download = useSyncExternalStore(downloadStore.subscribe, downloadStore.get, downloadStore.get);
  const [manifest, setManifest] = useState<SnapshotManifest | null>(null);
  const [stored, setStored] = useState<StoredSnapshotInfo | undefined>();
  const [removed, setRemoved] = useState(false);

  useEffect(() => {
    const read = () => void readOwnedSnapshotInfo().then(setStored, () => setStored(undefined));
    read();
    window.addEventListener(snapshotChangeEvent, read);
    return () => window.removeEventListener(snapshotChangeEvent, read);
  }, []);

  // Asked again when the copy changes: the size shown is what saving would download from that copy. An
  // answer about a copy no longer held is dropped: the first ask (before the device's copy was read)
  // can arrive after the second and would otherwise offer the whole catalogue instead of the changes.
  const storedHash = stored?.hash;
  useEffect(() => {
    if (!online) return;
    let current = true;
    const show = (next: SnapshotManifest | null) => {
      if (current) setManifest(next);
    };
    void fetchSnapshotManifest(storedHash).then(show, () => show(null));
    return () => {
      current = false;
    };
  }, [online, storedHash]);

  const megabytes = (bytes: number) => format.number(bytes / 1_000_000, { maximumFractionDigits: 1 });
  const kilobytes = (bytes: number) => format.number(Math.max(1, Math.round(bytes / 1_000)));
  const stale = manifest !== null && (!stored || stored.hash !== manifest.hash);
  // A copy a few edits behind is brought up to date by a delta, not downloaded again.
  const delta = stale && stored && manifest.deltaBytes !== undefined ? manifest.deltaBytes : undefined;
  const remove = async () => {
    await removeSnapshot();
    setRemoved(true);
  };

  return (
    <section aria-labelledby="offline-catalogue-title" className="space-y-2 rounded-lg border border-slate-200 p-3 text-sm text-slate-700">
      <h3 id="offline-catalogue-title" className="font-semibold text-slate-900">
        {t('title')}
      </h3>
      {stale && delta !== undefined && <p>{t('updateSize', { size: kilobytes(delta), count: manifest.circles })}</p>}
      {stale && delta === undefined && <p>{t('size', { size: megabytes(manifest.downloadBytes), count: manifest.circles })}</p>}
      <div aria-live="polite">
        {download.state === 'downloading' && (
          <p>
            <progress className="mr-2 align-middle" max={download.total} value={download.received} aria-label={t('title')} />
            {t('downloading', { percent: Math.min(100, Math.floor((download.received / Math.max(download.total, 1)) * 100)) })}
          </p>
        )}
        {download.state === 'failed' && <p className={formStyles.alert}>{t('failed')}</p>}
        {removed && !stored && <p>{t('removed')}</p>}
        {download.state !== 'downloading' && (
          <p>
            {stored
              ? t('saved', { when: format.dateTime(new Date(stored.savedAt), { dateStyle: 'medium', timeStyle: 'short' }), count: stored.circles ?? stored.rows, size: megabytes(stored.bytes) })
              : t('notSaved')}
          </p>
        )}
      </div>
      {stored && (
        <button type="button" className={buttonStyles.outline} disabled={download.state === 'downloading'} onClick={() => void remove()}>
          {t('remove')}
        </button>
      )}
    </section>
  );
}
