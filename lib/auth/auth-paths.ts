// Plain strings and checks shared by the proxy, the pages and the browser code; no zod, so the browser
// bundle stays small.
import { pathnameOf, safeReturnPath } from './safe-return-path';

export const authPaths = {
  login: '/auth/login',
  signInReturn: '/auth/msal',
  signUp: '/auth/sign-up',
  resetPassword: '/auth/reset-password',
  restriction: '/restriction',
  settings: '/account/settings',
  purchase: '/pay',
} as const;

/** Where a user lands after sign-in when no other route was remembered. */
export const defaultLandingPath = '/circle/list';

/** The query parameter of the login page that names the route to return to (Auth.js uses the same). */
export const callbackUrlParam = 'callbackUrl';

/** Sign-in, sign-up, confirmation, reset and sign-out: never worth returning to after a sign-in. */
export function isAuthFlowPath(pathname: string): boolean {
  return pathname === '/auth' || pathname.startsWith('/auth/');
}

/**
 * A route worth returning to after sign-in, normalised: a safe path of this site (see `safeReturnPath`)
 * that is not itself a step of signing in. Null otherwise.
 */
export function signInReturnPath(value: string | null | undefined, origin?: string): string | null {
  const path = value ? safeReturnPath(value, origin) : null;
  return path && !isAuthFlowPath(pathnameOf(path)) ? path : null;
}

export function loginPathFor(returnTo: string | undefined): string {
  const path = signInReturnPath(returnTo);
  return path ? `${authPaths.login}?${new URLSearchParams({ [callbackUrlParam]: path })}` : authPaths.login;
}
