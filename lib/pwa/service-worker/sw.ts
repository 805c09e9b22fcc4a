/// <reference lib="webworker" />
import { Serwist, type PrecacheEntry, type SerwistGlobalConfig } from 'serwist';
import { offlineRuntimeCaching } from '@/lib/offline/service-worker/sw-routes';
import { offlineCirclePage, offlineMemoRoute } from '@/lib/offline-search/service-worker/sw-circle-page';
import { addPushListeners } from './push-handlers';

// The service worker, bundled by `serwist build` after `next build` (lib/pwa/serwist.config.mjs) and
// served at /sw.js. It precaches the build's static files and serves offline the event-day pages, the
// kept shell pages, any circle's page from the catalogue on the device and, for any other page, an
// offline page that lists what the device holds. It shows the server's notifications and opens the page
// a tap asks for.

declare global {
  interface WorkerGlobalScope extends SerwistGlobalConfig {
    __SW_MANIFEST: (PrecacheEntry | string)[] | undefined;
  }
}

declare const self: ServiceWorkerGlobalScope;

const serwist = new Serwist({
  precacheEntries: self.__SW_MANIFEST,
  // A new version takes over at once; the page reloads when it does (components/pwa).
  skipWaiting: true,
  clientsClaim: true,
  navigationPreload: false,
  disableDevLogs: true,
  // Any circle's page offline is written from the catalogue on the device (decision 027).
  runtimeCaching: [offlineMemoRoute, ...offlineRuntimeCaching(offlineCirclePage)],
});

serwist.addEventListeners();
addPushListeners();
