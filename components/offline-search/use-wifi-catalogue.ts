'use client';

import { useEffect } from 'react';
import { hasSnapshotFlag } from '@/lib/offline-search/device/snapshot-flag';

type Connection = { type?: string; saveData?: boolean };

const CHECKED_KEY = 'offline-catalogue-checked';

/**
 * Saves the catalogue for searching offline when it costs the member nothing: signed in with the plan,
 * on Wi-Fi or a cable (as far as the browser tells), without data saving, once per browser session.
 * Online, a copy another member saved on this browser is removed. The download code loads only then.
 */
export function useWifiCatalogue(active: boolean, online: boolean, userId: string | null, canSave: boolean): void {
  useEffect(() => {
    if (!active || !online) return;
    const load = () => import('@/lib/offline-search/device/download-snapshot');
    if (hasSnapshotFlag()) void load().then((module) => module.dropSnapshotOfOtherMember(canSave ? userId : null));
    if (!canSave || userId === null) return;
    const connection = (navigator as Navigator & { connection?: Connection }).connection;
    if ((connection?.type !== 'wifi' && connection?.type !== 'ethernet') || connection.saveData) return;
    if (sessionStorage.getItem(CHECKED_KEY) === userId) return;
    sessionStorage.setItem(CHECKED_KEY, userId);
    void load().then((module) => module.saveCatalogueSnapshot(userId));
  }, [active, online, userId, canSave]);
}
