import { eventDayCacheName, eventDayCachePrefix, shellCacheName, shellCachePrefix } from './cache-names';
import { readDeviceOwner, savedDaysOwner, shellPagesHolder, type DeviceOwner } from './device-owner';

// The one way into the Cache Storage copies, for the page and the service worker alike: each cache is
// named after its owner, and only the current device owner's is opened (lib/offline/device/device-owner.ts).
// Another member's copy, a signed-out member's, or one from before a plan ended is never answered,
// whether or not the cleanup below has run yet. tests/unit/architecture/owned-caches.test.ts keeps
// every other file off `caches`.

type Opening = { create?: boolean; owner?: DeviceOwner };

async function openNamed(name: string | null, create: boolean): Promise<Cache | undefined> {
  if (name === null || (!create && !(await caches.has(name)))) return undefined;
  return caches.open(name);
}

const ownerOf = async (opening: Opening) => opening.owner ?? (await readDeviceOwner());

/** The saved event days of the member who may open them now, if any. `create` makes an empty one for that member. */
export async function openSavedDaysCache(opening: Opening = {}): Promise<Cache | undefined> {
  const member = savedDaysOwner(await ownerOf(opening));
  return openNamed(member === null ? null : eventDayCacheName(member), opening.create ?? false);
}

/** The kept shell pages of whoever uses the browser now, if known. */
export async function openShellCache(opening: Opening = {}): Promise<Cache | undefined> {
  const holder = shellPagesHolder(await ownerOf(opening));
  return openNamed(holder === null ? null : shellCacheName(holder), opening.create ?? false);
}

/** Both of the owner's caches that exist, for listing what the device holds. */
export async function openOwnedCaches(): Promise<Cache[]> {
  const owner = await readDeviceOwner();
  const opened = await Promise.all([openShellCache({ owner }), openSavedDaysCache({ owner })]);
  return opened.filter((cache) => cache !== undefined);
}

/** Removes every saved event-day cache except `keepFor`'s (none when null). */
export async function removeSavedDaysCaches(keepFor: string | null = null): Promise<void> {
  await removeCaches(eventDayCachePrefix, 'event-day-offline-v1', keepFor === null ? null : eventDayCacheName(keepFor));
}

/** Removes every kept shell-page cache except that of `holder`. */
export async function removeOtherShellCaches(holder: string): Promise<void> {
  await removeCaches(shellCachePrefix, 'shell-pages-v1', shellCacheName(holder));
}

// `former` is the cache of the earlier version, which had no owner in its name.
async function removeCaches(prefix: string, former: string, keep: string | null): Promise<void> {
  const names = (await caches.keys()).filter((name) => (name.startsWith(prefix) || name === former) && name !== keep);
  await Promise.all(names.map((name) => caches.delete(name)));
}
