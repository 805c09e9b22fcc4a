import type { RequestListener } from './peer-address';

/**
 * Where a request whose path is not valid percent-encoded UTF-8 is sent instead: a path no route serves,
 * so the app answers with its own translated 404 page.
 */
export const undecodablePathTarget = '/invalid-path';

export function hasUndecodablePath(url: string): boolean {
  const path = url.split(/[?#]/, 1)[0] ?? '';
  try {
    decodeURIComponent(path);
    return false;
  } catch {
    return true;
  }
}

/**
 * Next.js 16.4 answers a dynamic segment that does not decode (`/circle/%C3%28`) with a bare 500, because
 * it looks for a Pages Router error page that an App Router build does not have (vercel/next.js#92527).
 * No browser sends such a path, so it gets the not-found page before Next's router sees it.
 */
export function withDecodablePath(handle: RequestListener): RequestListener {
  return (request, response) => {
    if (request.url && hasUndecodablePath(request.url)) request.url = undecodablePathTarget;
    return handle(request, response);
  };
}
