// A deployed version removes the script chunks of the previous one; a page still running the old
// version then fails to load a chunk. Reloading fetches the new version, at most once per 10 seconds
// per path (a marker in session storage), so a chunk that is really missing cannot loop the page.
// Offline, a chunk fails because the network is gone, not because the version changed: reloading then
// would swap the page the member is reading for the offline page, so it waits for the next failure online.

export const chunkReloadMarkerMs = 10_000;

const markerKey = (path: string) => `chunk-reload:${path}`;

const chunkMessage = /Loading (CSS )?chunk [\w/.-]+ failed|Failed to fetch dynamically imported module|Importing a module script failed|error loading dynamically imported module|Failed to load chunk/i;

export function isChunkLoadError(reason: unknown): boolean {
  if (!(reason instanceof Error)) return typeof reason === 'string' && chunkMessage.test(reason);
  return reason.name === 'ChunkLoadError' || chunkMessage.test(reason.message);
}

/** Whether to reload now; records the reload when it says yes. */
export function claimChunkReload(storage: Pick<Storage, 'getItem' | 'setItem'>, path: string, now: number, online = true): boolean {
  if (!online) return false;
  const last = Number(storage.getItem(markerKey(path)));
  if (Number.isFinite(last) && last > 0 && now - last < chunkReloadMarkerMs) return false;
  storage.setItem(markerKey(path), String(now));
  return true;
}

/** For error boundaries and listeners: reloads the page when `reason` is a failed chunk load. */
export function reloadOnChunkError(reason: unknown): boolean {
  if (!isChunkLoadError(reason)) return false;
  let storage: Storage;
  try {
    storage = window.sessionStorage;
  } catch {
    return false;
  }
  if (!claimChunkReload(storage, window.location.pathname, Date.now(), navigator.onLine)) return false;
  window.location.reload();
  return true;
}
