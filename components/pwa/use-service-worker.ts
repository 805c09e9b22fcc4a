'use client';

import type { Serwist } from '@serwist/window';
import { useEffect } from 'react';
import { setPwaStatus } from '@/lib/pwa/device/pwa-status';

const scriptUrl = '/sw.js';
const updateCheckMs = 20_000;

let reloading = false;
function reloadOnce(): void {
  if (reloading) return;
  reloading = true;
  window.location.reload();
}

/**
 * Registers the worker at /sw.js (scope /) and keeps it current: every 20 s the script is fetched past
 * all caches and, when it answers 200, the browser compares it with the installed one. A new version
 * takes over at once (the worker skips waiting) and every open page reloads to run it.
 */
export function useServiceWorker(enabled: boolean): void {
  useEffect(() => {
    if (!('serviceWorker' in navigator) || window.top !== window.self) return;
    if (!enabled) {
      // Development serves no worker: one left from a production run on this origin must not answer.
      void navigator.serviceWorker.getRegistrations().then((registrations) => registrations.forEach((registration) => void registration.unregister()));
      return;
    }
    let timer: ReturnType<typeof setInterval> | undefined;
    // A change of controller on a page that already had one is a new version, found here or activated
    // from another tab: reload to run it. The first install just takes over the page.
    let controlled = navigator.serviceWorker.controller !== null;
    const onControllerChange = () => {
      if (controlled) reloadOnce();
      controlled = true;
    };
    navigator.serviceWorker.addEventListener('controllerchange', onControllerChange);

    let stopped = false;
    const start = (worker: Serwist) => {
      worker.addEventListener('waiting', () => setPwaStatus({ needRefresh: true }));
      worker.addEventListener('activated', (event) => {
        if (!event.isUpdate && !event.isExternal) setPwaStatus({ offlineReady: true });
      });
      worker
        .register({ immediate: true })
        .then((registration) => {
          if (!registration) return;
          timer = setInterval(async () => {
            if (registration.installing || !navigator.onLine) return;
            const response = await fetch(scriptUrl, { cache: 'no-store', headers: { 'cache-control': 'no-cache' } }).catch(() => undefined);
            if (response?.status === 200) await registration.update().catch(() => undefined);
          }, updateCheckMs);
        })
        .catch(() => setPwaStatus({ registrationError: true }));
    };
    // The registration library loads after the page, not as part of its first JavaScript.
    import('@serwist/window')
      .then(({ Serwist }) => {
        if (!stopped) start(new Serwist(scriptUrl, { scope: '/', type: 'classic' }));
      })
      .catch(() => setPwaStatus({ registrationError: true }));

    return () => {
      stopped = true;
      clearInterval(timer);
      navigator.serviceWorker.removeEventListener('controllerchange', onControllerChange);
    };
  }, [enabled]);
}

/** Lets a waiting version take over; the controller change above then reloads the page. */
export function activateWaitingVersion(): void {
  void navigator.serviceWorker?.getRegistration().then((registration) => registration?.waiting?.postMessage({ type: 'SKIP_WAITING' }));
}
