import { publicUrl } from '@/lib/http/public-url';
import { safeReturnPath } from './safe-return-path';

/**
 * Auth.js's `redirect` callback: every callbackUrl it follows (after a sign-in, a sign-out, a provider's
 * return, and the callbackUrl cookie it keeps in between) goes through the site's one return-path check.
 * Auth.js's own default accepts any value that starts with `/`. Anything else leads to the top page.
 * Auth.js derives `baseUrl` from the request's Host (`trustHost`), which the client chooses: the answer
 * is built on the configured origin instead (`publicUrl`).
 */
export function authRedirectUrl(url: string, baseUrl: string): string {
  const relative = url.startsWith(`${baseUrl}/`) ? url.slice(baseUrl.length) : url;
  return publicUrl(safeReturnPath(relative, baseUrl) ?? '/', baseUrl).href;
}
