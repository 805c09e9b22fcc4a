import { shellPagePaths, whileShellCacheLocked } from './cache-names';
import { shellPagesHolder } from './device-owner';
import { openShellCache, removeOtherShellCaches } from './owned-caches';

// Page side of the shell pages: after one visit online, the top page, the circle list and the print
// page open without a network. Pages reached by the router (not a full load) never pass the worker's
// navigation route, so the page fetches the missing or old copies itself, once the worker controls it.

// Whose copies the refusals below were noted for.
const ownerKey = 'shell-pages-owner';
/** A copy older than this is fetched again on the next page opened online. */
export const shellCopyMaxAgeMs = 30 * 60 * 1000;

/** When the page last answered with a redirect, so that it is asked for again only after a while. */
const refusedKey = (path: string) => `shell-pages-refused:${path}`;

const matchOptions: CacheQueryOptions = { ignoreVary: true, ignoreSearch: true };

async function isFresh(cache: Cache, path: string, now: number): Promise<boolean> {
  const copy = await cache.match(path, matchOptions);
  const date = Date.parse(copy?.headers.get('Date') ?? '');
  return !Number.isNaN(date) && now - date < shellCopyMaxAgeMs;
}

/**
 * Keeps a current copy of each shell page for the member signed in now (`null` when signed out). The
 * copies of another member, or of the signed-out site, are dropped first: a shared browser must not show
 * one member's list to the next. So are the copies made before the plan began or ended, which show the
 * offer or the catalogue that no longer applies.
 */
export async function keepShellPages(ownerId: string | null, hasPlan: boolean, now = Date.now()): Promise<void> {
  const deviceOwner = { viewer: ownerId, canSave: hasPlan };
  const owner = shellPagesHolder(deviceOwner) ?? '';
  // The copies are in a cache named after their holder (lib/offline/device/owned-caches.ts): another's are
  // never answered, and are removed here.
  await removeOtherShellCaches(owner);
  if (localStorage.getItem(ownerKey) !== owner) {
    for (const path of shellPagePaths) localStorage.removeItem(refusedKey(path));
    localStorage.setItem(ownerKey, owner);
  }
  const cache = await openShellCache({ create: true, owner: deviceOwner });
  if (!cache) return;
  for (const path of shellPagePaths) {
    if (await isFresh(cache, path, now)) continue;
    if (now - Number(localStorage.getItem(refusedKey(path)) ?? 0) < shellCopyMaxAgeMs) continue;
    const response = await fetch(path, { credentials: 'same-origin', cache: 'no-store' }).catch(() => undefined);
    if (!response?.ok || response.redirected) {
      // An unread body keeps the request open for as long as the page lives.
      await response?.body?.cancel().catch(() => undefined);
      // A redirect (to the sign-in or the restriction page) is not the page itself: nothing is kept, and
      // the page is not asked for again on every page opened, which would cost the server two renders
      // for each page a visitor opens.
      if (response?.redirected) localStorage.setItem(refusedKey(path), String(now));
      continue;
    }
    await whileShellCacheLocked(async () => {
      for (const old of await cache.keys(path, matchOptions)) await cache.delete(old, matchOptions);
      await cache.put(path, response);
    });
  }
}
