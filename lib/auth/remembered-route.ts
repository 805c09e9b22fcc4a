import { authPaths, callbackUrlParam, defaultLandingPath, isAuthFlowPath, signInReturnPath } from './auth-paths';
import { pathnameOf, safeReturnPath } from './safe-return-path';

/** The record of the first requested route, kept in session storage for the return after login. */
export interface RememberedRoute {
  /** Milliseconds since the epoch. */
  updatedAt: number;
  requestURL: string;
  /** Path and query. */
  routeFullPath: string;
  /** With its `#`, or empty. */
  routeHash: string;
}

export const rememberedRouteKey = 'rememberedRoute';

/** The identity provider's answer arrives in the hash; such a hash is no route to keep. */
export const maxRouteHashLength = 128;

export interface LocationLike {
  href: string;
  origin: string;
  pathname: string;
  search: string;
  hash: string;
}

function isRememberedRoute(value: unknown): value is RememberedRoute {
  if (typeof value !== 'object' || value === null) return false;
  const record = value as Record<string, unknown>;
  return (
    typeof record.updatedAt === 'number' &&
    typeof record.requestURL === 'string' &&
    typeof record.routeFullPath === 'string' &&
    safeReturnPath(record.routeFullPath) !== null &&
    typeof record.routeHash === 'string'
  );
}

export function readRememberedRoute(storage: Storage): RememberedRoute | null {
  try {
    const value: unknown = JSON.parse(storage.getItem(rememberedRouteKey) ?? 'null');
    return isRememberedRoute(value) ? value : null;
  } catch {
    return null;
  }
}

export function writeRememberedRoute(storage: Storage, route: RememberedRoute): void {
  storage.setItem(rememberedRouteKey, JSON.stringify(route));
}

export function clearRememberedRoute(storage: Storage): void {
  storage.removeItem(rememberedRouteKey);
}

/**
 * On the login page: the route the guard sent the visitor away from, also after a client-side navigation
 * (which is no app start). The browser keeps the requested hash across the guard's redirect.
 */
export function callbackRoute(location: LocationLike, now: number): RememberedRoute | null {
  if (location.pathname !== authPaths.login) return null;
  const callbackUrl = signInReturnPath(new URLSearchParams(location.search).get(callbackUrlParam), location.origin);
  if (!callbackUrl) return null;
  const hash = location.hash.length > maxRouteHashLength ? '' : location.hash;
  return { updatedAt: now, requestURL: `${location.origin}${callbackUrl}${hash}`, routeFullPath: callbackUrl, routeHash: hash };
}

/**
 * What app start remembers. The login page names the route the guard sent the visitor away from (the
 * browser keeps the hash across that redirect); other sign-in pages keep what is already remembered.
 */
export function routeToRemember(location: LocationLike, existing: RememberedRoute | null, now: number): RememberedRoute | null {
  const hash = location.hash.length > maxRouteHashLength ? '' : location.hash;
  const callback = callbackRoute(location, now);
  if (callback) return callback;
  if (isAuthFlowPath(location.pathname) && existing) return null;
  return { updatedAt: now, requestURL: location.href, routeFullPath: `${location.pathname}${location.search}`, routeHash: hash };
}

/**
 * Where the sign-in return sends the user: the remembered route, where '/' and sign-in pages mean the
 * circle list. Both the remembered route and `fallback` come from the address bar or storage, so the
 * result is checked once more as a whole.
 */
export function returnTarget(remembered: RememberedRoute | null, fallback: string | null, origin?: string): string {
  const hash = remembered && remembered.routeHash.length <= maxRouteHashLength ? remembered.routeHash : '';
  const target = remembered ? signInReturnPath(`${remembered.routeFullPath}${hash}`, origin) : signInReturnPath(fallback, origin);
  return target === null || pathnameOf(target) === '/' ? defaultLandingPath : target;
}
