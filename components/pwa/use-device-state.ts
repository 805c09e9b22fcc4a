'use client';

import { useEffect, useState } from 'react';
import { listFavorites, listPending, readQueueOwner, readSnapshot, storeChangeEvent, type LocalFavorite, type SnapshotInfo } from '@/lib/offline/device/device-store';
import type { FavoriteChange } from '@/lib/offline/schemas';

export type DeviceState = { snapshot: SnapshotInfo | undefined; favorites: LocalFavorite[]; pending: FavoriteChange[]; queueOwner: string | undefined };

const empty: DeviceState = { snapshot: undefined, favorites: [], pending: [], queueOwner: undefined };

async function readDevice(): Promise<DeviceState> {
  if (typeof indexedDB === 'undefined') return empty;
  try {
    const [snapshot, favorites, pending, queueOwner] = await Promise.all([readSnapshot(), listFavorites(), listPending(), readQueueOwner()]);
    return { snapshot, favorites, pending, queueOwner };
  } catch {
    return empty;
  }
}

/** The device's saved copy and queue, re-read whenever a writer announces a change. */
export function useDeviceState(): DeviceState {
  const [state, setState] = useState<DeviceState>(empty);
  useEffect(() => {
    const refresh = () => void readDevice().then(setState);
    refresh();
    window.addEventListener(storeChangeEvent, refresh);
    return () => window.removeEventListener(storeChangeEvent, refresh);
  }, []);
  return state;
}
