/**
 * The Cache Storage cache that holds what a member saved for the event days: the pages (by their URL),
 * the cut images and whatever GET requests those pages made while they were saved. The page writes it,
 * the service worker reads it when the network fails. Bump the version when the stored shape changes.
 */
export const offlineCacheName = 'event-day-offline-v1';

/** How long a request may wait for the venue's network before the saved copy is used. */
export const offlineNetworkTimeoutMs = 6_000;

/** A URL without its fragment, the key pages are stored under. */
export function cacheKey(url: string): string {
  const parsed = new URL(url);
  parsed.hash = '';
  return parsed.href;
}
