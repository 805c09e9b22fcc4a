// Addresses of delivered images; a plain module, so that client components and the service worker may build them too.

/** `offline`: the smaller rendition of a menu that saving the event days downloads in place of the full size (decision 040). */
export type ImageSize = 'thumb' | 'full' | 'offline';

const IMAGE_PATH = /^\/cuts\/images\/\d+$/;

/**
 * `/cuts/images/{id}?s=thumb&v=…`: under /cuts/, which the proxy leaves to the route (the route reads the
 * session itself, so images stay cacheable); `v` is the image's content time, so a versioned address
 * never changes content and browsers may keep it.
 */
export function catalogueImagePath(id: number, size: ImageSize, updatedAt: Date): string {
  return `/cuts/images/${id}?s=${size}&v=${updatedAt.getTime().toString(36)}`;
}

/**
 * The address of the offline rendition of the image a full-size address names (same image, same
 * version), as `catalogueImagePath` writes it; undefined for any other address. Offline, the worker
 * answers the viewer's full-size request with the rendition the device saved.
 */
export function offlineRenditionUrl(url: URL): URL | undefined {
  if (!IMAGE_PATH.test(url.pathname) || url.searchParams.get('s') !== 'full') return undefined;
  const offline = new URL(url);
  offline.searchParams.set('s', 'offline');
  return offline;
}
