import { openSavedDaysCache, removeSavedDaysCaches } from './owned-caches';
import { clearDeviceStore, clearSavedCopy, writeSnapshot, type SnapshotInfo } from './device-store';
import type { EventDayBundle } from '@/lib/offline/server/event-day-bundle';
import { favoritesOnDays, savedUrls } from './saved-pages';
import { warmUpPage } from './warm-up-page';

export class SaveFailedError extends Error {}

const staticAssetPattern = /\/_next\/static\/[^"'\s)\\]+/g;

async function fetchOk(url: string): Promise<Response> {
  const response = await fetch(url, { credentials: 'same-origin', cache: 'no-store' });
  // A redirect means the page was not shown (signed out, no plan): that is not worth keeping.
  if (!response.ok || response.redirected) throw new SaveFailedError(`${url}: ${response.status}`);
  return response;
}

/**
 * Saves the chosen days on the device: the pages as HTML (with the script and style files they load,
 * which a later version of the app no longer precaches), the cut images and map data, then opens the
 * pages that fetch more in the background, where the service worker keeps what they request.
 */
export async function saveEventDays(userId: string, days: readonly number[], onProgress: (done: number, total: number) => void): Promise<SnapshotInfo> {
  const bundle = (await (await fetchOk('/api/offline/bundle')).json()) as EventDayBundle;
  const urls = savedUrls(bundle.favorites, days, bundle.groups);
  const canWarmUp = navigator.serviceWorker?.controller != null;
  const total = urls.pages.length + urls.resources.length + (canWarmUp ? urls.warmUp.length : 0);
  let done = 0;
  const step = () => onProgress(++done, total);

  // The days go into the member's own cache; whatever another member (or this one before) saved goes.
  await removeSavedDaysCaches();
  const cache = await openSavedDaysCache({ create: true, owner: { viewer: userId, canSave: true } });
  if (!cache) throw new SaveFailedError('No cache for the member');
  const assets = new Set<string>();
  for (const page of urls.pages) {
    const response = await fetchOk(page);
    for (const asset of (await response.clone().text()).match(staticAssetPattern) ?? []) assets.add(asset);
    await cache.put(page, response);
    step();
  }
  // Assets and images are kept when they load; one missing image does not spoil the day.
  const keep = async (url: string) => {
    const response = await fetch(url, { credentials: 'same-origin' }).catch(() => undefined);
    if (response?.ok) await cache.put(url, response);
  };
  await Promise.all([...assets].map(keep));
  for (const resource of urls.resources) {
    await keep(resource);
    step();
  }
  if (canWarmUp) {
    for (const page of urls.warmUp) {
      await warmUpPage(page);
      step();
    }
  }
  const favorites = favoritesOnDays(bundle.favorites, days).map(({ circleId, color, memo, name, author, days: circleDays, cutUrl }) => ({
    circleId,
    color,
    memo,
    name,
    author,
    days: circleDays,
    cutUrl,
  }));
  const info: SnapshotInfo = { userId, days: [...days].sort((a, b) => a - b), savedAt: Date.now(), circleCount: favorites.length, labels: bundle.labels };
  await writeSnapshot(info, favorites);
  return info;
}

/** Removes the saved pages and the device's copy of the favourites; queued edits stay for their member. */
export async function removeSavedDays(): Promise<void> {
  await removeSavedDaysCaches();
  await clearSavedCopy();
}

/** Removes the saved pages and the device's copy, queued edits included. */
export async function removeEventDays(): Promise<void> {
  await removeSavedDaysCaches();
  await clearDeviceStore();
}
