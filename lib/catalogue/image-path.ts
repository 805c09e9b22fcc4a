// Addresses of delivered images; a plain module, so that client components may build them too.

export type ImageSize = 'thumb' | 'full';

/**
 * `/cuts/images/{id}?s=thumb&v=…`: under /cuts/, which the proxy leaves to the route (the route reads the
 * session itself, so images stay cacheable); `v` is the image's content time, so a versioned address
 * never changes content and browsers may keep it.
 */
export function catalogueImagePath(id: number, size: ImageSize, updatedAt: Date): string {
  return `/cuts/images/${id}?s=${size}&v=${updatedAt.getTime().toString(36)}`;
}
