import { safeReturnPath } from './safe-return-path';

/**
 * Auth.js's `redirect` callback: every callbackUrl it follows (after a sign-in, a sign-out, a provider's
 * return, and the callbackUrl cookie it keeps in between) goes through the site's one return-path check.
 * Auth.js's own default accepts any value that starts with `/`. Anything else leads to the top page.
 */
export function authRedirectUrl(url: string, baseUrl: string): string {
  const relative = url.startsWith(`${baseUrl}/`) ? url.slice(baseUrl.length) : url;
  return `${baseUrl}${safeReturnPath(relative, baseUrl) ?? '/'}`;
}
