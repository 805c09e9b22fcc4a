/**
 * The Cache Storage caches that hold what a member saved for the event days, one per member (named
 * after them, `lib/offline/device/owned-caches.ts` opens only the device owner's): the pages (by their URL),
 * the cut images and whatever GET requests those pages made while they were saved. The page writes it,
 * the service worker reads it when the network fails. Bump the version when the stored shape changes.
 */
export const eventDayCachePrefix = 'event-day-offline-v2 ';
export const eventDayCacheName = (userId: string) => `${eventDayCachePrefix}${userId}`;

/** How long a request may wait for the venue's network before the saved copy is used. */
export const offlineNetworkTimeoutMs = 6_000;

/** A URL without its fragment, the key pages are stored under. */
export function cacheKey(url: string): string {
  const parsed = new URL(url);
  parsed.hash = '';
  return parsed.href;
}

/**
 * The Cache Storage caches of the last copy of each shell page opened online (one copy per path, whatever
 * its query), one per member and plan state or for the signed-out site (`shellPagesHolder`), answered by
 * the service worker when the network fails. The page fills it (lib/offline/device/shell-pages.ts) and the
 * worker refreshes it on every visit.
 */
export const shellCachePrefix = 'shell-pages-v2 ';
export const shellCacheName = (holder: string) => `${shellCachePrefix}${holder}`;
const shellCacheLock = 'shell-pages';

/**
 * Runs one replacement of a shell page's copy (delete the path's old copies, put the new one) while no
 * other runs: the page and the service worker both keep copies, and two replacements at once would
 * leave both copies of the path. A Web Lock reaches both; without one the work runs as it is.
 */
export function whileShellCacheLocked(work: () => Promise<void>): Promise<void> {
  const locks = (globalThis.navigator as { locks?: LockManager } | undefined)?.locks;
  // The lock is held until the work's promise settles; `request` resolves with that promise.
  return locks ? locks.request(shellCacheLock, work).then(() => undefined) : work();
}

/** The pages a member can open offline after one visit, without saving the event days. */
export const shellPagePaths = ['/', '/circle/list', '/print'] as const;
