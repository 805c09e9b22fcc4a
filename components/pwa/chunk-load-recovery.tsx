'use client';

import { useEffect } from 'react';
import { reloadOnChunkError } from '@/lib/pwa/device/chunk-reload';

/** Reloads the page when a script chunk of an older version fails to load (throttled per path). */
export function ChunkLoadRecovery() {
  useEffect(() => {
    const onRejection = (event: PromiseRejectionEvent) => {
      if (reloadOnChunkError(event.reason)) event.preventDefault();
    };
    const onError = (event: ErrorEvent | Event) => {
      // A <script> or stylesheet of the build that failed to load reports on its element, not as an Error.
      const target = event.target;
      const failedAsset =
        (target instanceof HTMLScriptElement && target.src.includes('/_next/static/')) ||
        (target instanceof HTMLLinkElement && target.rel === 'stylesheet' && target.href.includes('/_next/static/'));
      reloadOnChunkError(failedAsset ? new Error(`Failed to load chunk ${target instanceof HTMLScriptElement ? target.src : ''}`) : event instanceof ErrorEvent ? event.error : undefined);
    };
    window.addEventListener('unhandledrejection', onRejection);
    window.addEventListener('error', onError, true);
    return () => {
      window.removeEventListener('unhandledrejection', onRejection);
      window.removeEventListener('error', onError, true);
    };
  }, []);
  return null;
}
