'use client';

import { useEffect } from 'react';
import { keepShellPages } from '@/lib/offline/device/shell-pages';

/** Keeps the shell pages on the device while online, once the worker (and its precache) is active. */
export function useShellPages(enabled: boolean, online: boolean, userId: string | null, hasPlan: boolean): void {
  useEffect(() => {
    if (!enabled || !online || !('serviceWorker' in navigator) || !('caches' in window)) return;
    let cancelled = false;
    void navigator.serviceWorker.ready.then(() => (cancelled ? undefined : keepShellPages(userId, hasPlan))).catch(() => undefined);
    return () => {
      cancelled = true;
    };
  }, [enabled, online, userId, hasPlan]);
}
