/// <reference lib="webworker" />
import { resolveLocale } from '@/lib/i18n/detect-locale';
import { isLocale, localeCookie, localeQueryParam } from '@/lib/i18n/locales';
import { shellPagePaths, whileShellCacheLocked } from '@/lib/offline/device/cache-names';
import { listPending, readQueueOwner } from '@/lib/offline/device/device-store';
import { mayShowQueue, readDeviceOwner } from '@/lib/offline/device/device-owner';
import { openOwnedCaches, openShellCache } from '@/lib/offline/device/owned-caches';
import { renderOfflinePage, type OfflineLink, type OfflineLinkName } from './offline-page';
import { favoritesPagePath, mapPagePath } from '@/lib/offline/device/saved-pages';

// Service-worker side of the shell pages: the kept copy of `/`, `/circle/list` and `/print`, and the
// offline page for every other navigation the network cannot answer. The browser's own error page is
// never shown for a page of this site.

declare const self: ServiceWorkerGlobalScope;

const matchOptions: CacheQueryOptions = { ignoreVary: true };

const linkNames: Record<string, OfflineLinkName> = {
  '/': 'top',
  '/circle/list': 'circleList',
  '/print': 'print',
  [favoritesPagePath]: 'favorites',
  [mapPagePath]: 'map',
};

export const isShellPage = (url: URL) => (shellPagePaths as readonly string[]).includes(url.pathname);

const pathKey = (url: string) => {
  const parsed = new URL(url);
  return `${parsed.origin}${parsed.pathname}`;
};

/**
 * Shell pages whose kept copy answers another query itself: the circle list reads a link's keyword and
 * filters and answers them from the catalogue on the device (`components/offline-search`), and puts its
 * own address back when the device holds no catalogue.
 */
const answersAnyQuery: ReadonlySet<string> = new Set(['/circle/list']);

/**
 * The kept copy of a shell page. A copy made for another query is answered, if `anyQuery`, under the
 * address asked for when the page answers any query, else with a redirect to its own address, so the
 * address bar says what the page shows.
 */
export async function shellCopy(request: Request, anyQuery: boolean): Promise<Response | undefined> {
  const cache = await openShellCache();
  if (!cache) return undefined;
  const exact = await cache.match(request.url, matchOptions);
  if (exact || !anyQuery) return exact;
  const [kept] = await cache.keys(pathKey(request.url), { ...matchOptions, ignoreSearch: true });
  if (!kept) return undefined;
  return answersAnyQuery.has(new URL(request.url).pathname) ? cache.match(kept, matchOptions) : Response.redirect(kept.url, 302);
}

/**
 * Keeps a shell page the network answered, in place of the copy of the same path, for the device owner.
 * While nobody is known (a sign-in or sign-out on its way), nothing is kept: the page is whoever's
 * session answered, and the page itself keeps the copies once it has said whose they are.
 */
export async function keepShellCopy(url: string, response: Response): Promise<void> {
  const cache = await openShellCache({ create: true });
  if (!cache) return;
  await whileShellCacheLocked(async () => {
    for (const old of await cache.keys(pathKey(url), { ...matchOptions, ignoreSearch: true })) await cache.delete(old, matchOptions);
    // A response the cache refuses is simply not kept.
    await cache.put(url, response).catch(() => undefined);
  });
}

const savedAt = (response: Response | undefined) => {
  const date = Date.parse(response?.headers.get('Date') ?? '');
  return Number.isNaN(date) ? null : date;
};

async function keptLinks(): Promise<OfflineLink[]> {
  const links: OfflineLink[] = [];
  for (const cache of await openOwnedCaches()) {
    for (const request of await cache.keys()) {
      const url = new URL(request.url);
      const linkName = linkNames[url.pathname];
      if (!linkName || links.some((link) => link.name === linkName)) continue;
      links.push({ name: linkName, href: `${url.pathname}${url.search}`, savedAt: savedAt(await cache.match(request, matchOptions)) });
    }
  }
  return links.sort((a, b) => Object.values(linkNames).indexOf(a.name) - Object.values(linkNames).indexOf(b.name));
}

/**
 * The language of a page the worker writes, chosen as the server chooses it: the address's `?hl=`, else
 * the locale cookie (readable here: it is not HttpOnly), else the browser's languages.
 */
export async function memberLocale(url?: URL) {
  const requested = url?.searchParams.get(localeQueryParam);
  if (isLocale(requested)) return requested;
  const cookie = 'cookieStore' in self ? await self.cookieStore.get(localeCookie.name).catch(() => null) : null;
  return resolveLocale({ cookie: cookie?.value, acceptLanguage: self.navigator.languages.join(',') });
}

/** How many edits wait for the device owner; another member's are not this browser user's to know of. */
async function ownersPendingCount(): Promise<number> {
  const [owner, queueOwner, pending] = await Promise.all([readDeviceOwner(), readQueueOwner(), listPending()]);
  return mayShowQueue(owner, queueOwner) ? pending.length : 0;
}

/** The offline page for a navigation that neither the network nor a kept copy can answer. */
export async function offlinePage(request: Request): Promise<Response> {
  const [locale, links, pendingCount] = await Promise.all([memberLocale(new URL(request.url)), keptLinks(), ownersPendingCount().catch(() => 0)]);
  const html = renderOfflinePage(locale, { retryUrl: new URL(request.url).pathname + new URL(request.url).search, links, pendingCount });
  return new Response(html, { status: 503, headers: { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-store' } });
}
