// The one check for every place that sends a browser to a path it was given (callbackUrl, the remembered
// route, the sign-in return, sign-out targets, Auth.js's redirects). Plain code, no zod: it runs in the
// browser too.

/**
 * Paths resolve the same way against every http(s) origin, so where the site's own origin is not at hand
 * (a schema, a route decision shared with the proxy) this one stands in for it.
 */
export const placeholderOrigin = 'https://site.invalid';

/** Longer return paths are no route of this site, only a way to make every check slower. */
export const maxReturnPathLength = 2048;

// Browsers drop tabs and new lines inside a URL and read a backslash as a slash, so `/\t/host` and
// `/\host` become `//host`. Controls, invisible format characters (bidi overrides) and whitespace have
// no place in a route of this site; refusing them outright is simpler than knowing every parser's quirks.
const unsafeCharacter = /[\p{Cc}\p{Cf}\p{Z}\s\\]/u;

function decodedPath(pathname: string): string | null {
  try {
    return decodeURIComponent(pathname);
  } catch {
    return null;
  }
}

/**
 * `value` as a path of the site at `origin` (path, query and hash, normalised by the WHATWG URL parser
 * that browsers use), or null when it names no such path: another host, a scheme (`javascript:`,
 * `data:`), a relative path, or any of the spellings that browsers or a later decoding turn into one.
 */
export function safeReturnPath(value: string, origin: string = placeholderOrigin): string | null {
  if (value.length === 0 || value.length > maxReturnPathLength || !value.startsWith('/')) return null;
  if (unsafeCharacter.test(value)) return null;
  let siteOrigin: string;
  let url: URL;
  try {
    siteOrigin = new URL(origin).origin;
    url = new URL(value, siteOrigin);
  } catch {
    return null;
  }
  if (url.origin !== siteOrigin) return null;
  // The path is decoded again by some servers and proxies: `/%2f%2fhost` or `/%09/host` must not become
  // a way out then. Query and hash cannot change the host, so their encoded contents are left alone.
  const decoded = decodedPath(url.pathname);
  if (decoded === null || decoded.startsWith('//') || unsafeCharacter.test(decoded)) return null;
  // Dot segments are resolved by now: `/.//host` has become `//host`, which a browser reads as a host.
  const path = `${url.pathname}${url.search}${url.hash}`;
  return path.startsWith('//') ? null : path;
}

/** The path part of a return path, without query and hash. */
export function pathnameOf(path: string): string {
  return path.split(/[?#]/)[0] ?? '';
}
