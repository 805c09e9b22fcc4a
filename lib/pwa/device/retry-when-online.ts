import { isChunkLoadError } from './chunk-reload';

type Connection = { isOnline(): boolean; onceOnline(listener: () => void): void };

const browserConnection: Connection = {
  isOnline: () => navigator.onLine,
  onceOnline: (listener) => window.addEventListener('online', listener, { once: true }),
};

/**
 * Loads a lazy chunk; one that fails because the device is offline is asked for again when the
 * connection returns, instead of failing. A failed `next/dynamic` import throws into the nearest error
 * boundary, so a connection that drops just after a page arrives (the venue's everyday case) would
 * otherwise swap the page for the error notice before a still-loading island, or the sync notice
 * that the offline bar mounts, had its script. Online, a failure is a real one and is thrown as before
 * (the chunk-reload recovery then loads the current version).
 */
export function retryWhenOnline<T>(load: () => Promise<T>, connection: Connection = browserConnection): Promise<T> {
  return load().catch((error: unknown) => {
    if (!isChunkLoadError(error) || connection.isOnline()) throw error;
    return new Promise<T>((resolve, reject) => connection.onceOnline(() => void retryWhenOnline(load, connection).then(resolve, reject)));
  });
}
