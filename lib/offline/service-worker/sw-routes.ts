/// <reference lib="webworker" />
import type { RuntimeCaching } from 'serwist';
import { offlineRenditionUrl } from '@/lib/catalogue/image-path';
import { cacheKey, offlineNetworkTimeoutMs } from '@/lib/offline/device/cache-names';
import { openSavedDaysCache } from '@/lib/offline/device/owned-caches';
import { isShellPage, keepShellCopy, offlinePage, shellCopy } from './sw-offline-answer';

// Service-worker side of the event-day mode. Pages and requests are matched by URL only, so the saved
// copy works for whatever the favourites, detail and map pages fetch, without knowing their internals.

declare const self: ServiceWorkerGlobalScope;

const matchOptions: CacheQueryOptions = { ignoreVary: true };

// Answers that must always come from the server: sign-in, the sync itself and the worker script.
const networkOnlyPrefixes = ['/api/auth/', '/api/offline/', '/sw.js'];

const timedOut = Symbol('timed out');

/**
 * The network's answer, unless it fails or keeps the page waiting past the timeout while a saved copy
 * exists: then the copy (told whether the network failed or is only slow). A slow answer with no copy to
 * fall back on is still awaited.
 */
async function networkOrSaved(
  request: Request,
  saved: (networkFailed: boolean) => Promise<Response | undefined>,
  fromNetwork: (response: Response) => void,
): Promise<Response> {
  const network = fetch(request);
  // Answered from the copy, a later network failure is nobody's concern.
  network.catch(() => undefined);
  const timer = new Promise<typeof timedOut>((resolve) => setTimeout(() => resolve(timedOut), offlineNetworkTimeoutMs));
  const first = await Promise.race([network, timer]).catch(() => undefined);
  if (first instanceof Response) {
    fromNetwork(first);
    return first;
  }
  const copy = await saved(first === undefined);
  if (copy) return copy;
  const response = await network;
  fromNetwork(response);
  return response;
}

const storable = (response: Response) => response.ok && response.type === 'basic' && !response.redirected;

async function store(cache: Cache, key: string, response: Response): Promise<void> {
  // A response the cache refuses (for example `Vary: *`) is simply not kept.
  await cache.put(key, response).catch(() => undefined);
}

// The catalogue changes panel of the favourites and plan pages names each changed circle it lists
// (components/catalogue-changes). A saved copy of either page, refreshed online, says which saved pages
// an import made stale: those circles' pages and the saved days' map data are fetched again, the rest
// of the copy is left as it is.
const changedCircleMarker = /data-changed-circle="(\d+)"/g;
const pagesNamingChanges = new Set(['/user/favorites', '/plan']);

async function refreshChangedPages(cache: Cache, pageUrl: string, page: Response): Promise<void> {
  const circles = new Set([...(await page.text()).matchAll(changedCircleMarker)].map((match) => match[1]));
  if (circles.size === 0) return;
  const origin = self.location.origin;
  // The map's data and the other saved pages that show spaces (the favourites page or another day's plan).
  const others = (await cache.keys())
    .map((request) => request.url)
    .filter((url) => url !== pageUrl && (new URL(url).pathname.startsWith('/api/map/day/') || pagesNamingChanges.has(new URL(url).pathname)));
  const stale = [...[...circles].map((id) => `${origin}/circle/${id}`), ...others];
  for (const url of stale) {
    // Only what the member saved: a changed circle on a day that was not saved stays off the device.
    if (!(await cache.match(url, matchOptions))) continue;
    const response = await fetch(url, { credentials: 'same-origin', cache: 'no-store' }).catch(() => undefined);
    if (response && storable(response)) await store(cache, url, response);
    // A page the server no longer has (a withdrawn circle) must not show its old space offline.
    else if (response?.status === 404) await cache.delete(url, matchOptions);
  }
}

/** Whether the page that made a request is one the member saved: its requests are saved along with it. */
async function fromSavedPage(cache: Cache, clientId: string): Promise<boolean> {
  if (!clientId) return false;
  const client = await self.clients.get(clientId);
  return client !== undefined && (await cache.match(cacheKey(client.url), matchOptions)) !== undefined;
}

async function savedPage(request: Request): Promise<Response | undefined> {
  const cache = await openSavedDaysCache();
  if (!cache) return undefined;
  const key = cacheKey(request.url);
  return (await cache.match(key, matchOptions)) ?? (await cache.match(key, { ...matchOptions, ignoreSearch: true }));
}

/** A page the device can write itself for this address (a circle's, from the catalogue on the device), if any. */
export type PageFromDevice = (request: Request) => Promise<Response | undefined>;

/**
 * A page from the network, else the event-day copy, else the kept shell page, else a page written on the
 * device, else the offline page that lists what the device holds: never the browser's own error page.
 */
async function handleNavigation({ request, event }: { request: Request; event: ExtendableEvent }, pageFromDevice: PageFromDevice): Promise<Response> {
  const url = new URL(request.url);
  const shell = isShellPage(url);
  // A slow search is waited for rather than swapped for the list kept with other filters. A saved page
  // (a circle's with its images) comes before one written on the device.
  const copy = async (networkFailed: boolean) =>
    (await savedPage(request)) ?? (shell ? await shellCopy(request, networkFailed) : await pageFromDevice(request));
  try {
    return await networkOrSaved(request, copy, (response) => {
      if (!storable(response)) return;
      if (shell) event.waitUntil(keepShellCopy(request.url, response.clone()));
      // A saved page visited online refreshes its copy; other pages are never stored there.
      const key = cacheKey(request.url);
      const fresh = response.clone();
      event.waitUntil(
        (async () => {
          const cache = await openSavedDaysCache();
          if (!cache || !(await cache.match(key, matchOptions))) return;
          const named = pagesNamingChanges.has(url.pathname) ? fresh.clone() : undefined;
          await store(cache, key, fresh);
          if (named) await refreshChangedPages(cache, key, named);
        })(),
      );
    });
  } catch {
    return offlinePage(request);
  }
}

/**
 * The saved copy of a resource. The event days save a menu's offline rendition, not its full size
 * (decision 040): the viewer's full-size request is answered with it.
 */
async function savedResource(cache: Cache, request: Request): Promise<Response | undefined> {
  const saved = await cache.match(request, matchOptions);
  const rendition = saved ? undefined : offlineRenditionUrl(new URL(request.url));
  return saved ?? (rendition && (await cache.match(rendition.href, matchOptions)));
}

async function handleResource({ request, event }: { request: Request; event: ExtendableEvent }): Promise<Response> {
  const cache = await openSavedDaysCache();
  if (!cache) return fetch(request);
  const clientId = event instanceof FetchEvent ? event.clientId : '';
  return networkOrSaved(
    request,
    () => savedResource(cache, request),
    (response) => {
      if (!storable(response)) return;
      const copy = response.clone();
      event.waitUntil(
        (async () => {
          if ((await cache.match(request, matchOptions)) || (await fromSavedPage(cache, clientId))) await store(cache, request.url, copy);
        })(),
      );
    },
  );
}

const isSameOriginGet = (request: Request, url: URL, sameOrigin: boolean) =>
  sameOrigin && request.method === 'GET' && !networkOnlyPrefixes.some((prefix) => url.pathname.startsWith(prefix));

// Router requests (`RSC: 1`) are left to the network: when they fail, the router falls back to a full
// page load, which the navigation route answers from the saved copy.
const isRouterRequest = (request: Request) => request.headers.has('RSC');

export const offlineRuntimeCaching = (pageFromDevice: PageFromDevice): RuntimeCaching[] => [
  {
    matcher: ({ request, url, sameOrigin }) => request.mode === 'navigate' && isSameOriginGet(request, url, sameOrigin),
    handler: (options) => handleNavigation(options, pageFromDevice),
  },
  {
    matcher: ({ request, url, sameOrigin }) => request.mode !== 'navigate' && isSameOriginGet(request, url, sameOrigin) && !isRouterRequest(request),
    handler: handleResource,
  },
];
