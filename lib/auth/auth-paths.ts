// Plain strings and checks shared by the proxy, the pages and the browser code; no zod, so the browser
// bundle stays small.

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

/** A path of this site: `//host` and `/\host` would leave it. */
export function isSitePath(value: string): boolean {
  return value.startsWith('/') && !value.startsWith('//') && !value.startsWith('/\\');
}

/** Sign-in, sign-up, confirmation, reset and sign-out: never worth returning to after a sign-in. */
export function isAuthFlowPath(pathname: string): boolean {
  return pathname === '/auth' || pathname.startsWith('/auth/');
}

export function loginPathFor(returnTo: string | undefined): string {
  if (!returnTo || !isSitePath(returnTo) || isAuthFlowPath(returnTo.split(/[?#]/)[0] ?? '')) return authPaths.login;
  return `${authPaths.login}?${new URLSearchParams({ [callbackUrlParam]: returnTo })}`;
}
