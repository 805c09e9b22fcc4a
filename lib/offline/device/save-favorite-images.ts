import { FAVORITE_IMAGES_URL, imagesForDays, type FavoriteImages, type SavedImage } from '@/lib/offline/saved-images';
import { writeSavedImagesInfo, type SavedImagesInfo } from './device-store';
import { openSavedDaysCache } from './owned-caches';

// The favourites' menus and covers, saved after the pages and texts of the event days (decision 008):
// images are the largest part of the copy and the likeliest to meet the browser's storage quota, so
// they go last and into the same saved-days cache, where a failed or refused one costs only itself.
// The pages already name these addresses, so the service worker answers them as it answers any request
// of a saved page.

/** What became of the images: every file saved, or some not, with why. */
export type ImageSaveOutcome = SavedImagesInfo;

const IN_FLIGHT = 4;

/** The favourites' files the server lists for this member (the age rule applied there), with their sizes. */
export async function fetchFavoriteImages(): Promise<FavoriteImages[]> {
  const response = await fetch(FAVORITE_IMAGES_URL, { credentials: 'same-origin', cache: 'no-store' });
  if (!response.ok) throw new Error(`${FAVORITE_IMAGES_URL}: ${response.status}`);
  return ((await response.json()) as { favorites: FavoriteImages[] }).favorites;
}

const isQuotaError = (error: unknown) => error instanceof DOMException && error.name === 'QuotaExceededError';

/** Room the browser says is left for this site; undefined where it does not say. */
async function roomLeft(): Promise<number | undefined> {
  const estimate = await navigator.storage?.estimate?.().catch(() => undefined);
  return estimate?.quota === undefined ? undefined : estimate.quota - (estimate.usage ?? 0);
}

/**
 * Saves the files of the favourites on `days` into the member's saved-days cache, a few at a time, and
 * notes the outcome beside the saved copy. Never throws: the pages and texts are already saved.
 */
export async function saveFavoriteImages(userId: string, favorites: readonly FavoriteImages[], days: readonly number[], onProgress: (done: number, total: number) => void): Promise<ImageSaveOutcome> {
  const { images, bytes } = imagesForDays(favorites, days);
  const outcome: ImageSaveOutcome = { saved: 0, total: images.length, bytes: 0 };
  const finish = async () => {
    await writeSavedImagesInfo(userId, outcome).catch(() => undefined);
    return outcome;
  };
  if (images.length === 0) return finish();
  const room = await roomLeft();
  const cache = await openSavedDaysCache({ owner: { viewer: userId, canSave: true } }).catch(() => undefined);
  // Without the saved copy's cache (removed meanwhile) there is nothing to save the images beside.
  if (!cache) return finish();
  if (room !== undefined && room < bytes) {
    outcome.reason = 'quota';
    return finish();
  }
  let next = 0;
  let done = 0;
  let stopped = false;
  const keep = async (image: SavedImage) => {
    const response = await fetch(image.url, { credentials: 'same-origin' }).catch(() => undefined);
    if (!response?.ok) return void (outcome.reason ??= 'network');
    try {
      await cache.put(image.url, response);
      outcome.saved += 1;
      outcome.bytes += image.bytes;
    } catch (error) {
      // A full storage fails every later file too: stop asking, keep what is saved.
      if (isQuotaError(error)) stopped = true;
      outcome.reason = isQuotaError(error) ? 'quota' : (outcome.reason ?? 'network');
    }
  };
  const worker = async () => {
    while (!stopped && next < images.length) {
      const image = images[next++];
      if (image) await keep(image);
      onProgress(++done, images.length);
    }
  };
  await Promise.all(Array.from({ length: IN_FLIGHT }, worker));
  return finish();
}
