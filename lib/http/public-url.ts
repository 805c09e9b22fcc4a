import { buildSettings } from '@/lib/config/build';
import { getConfig } from '@/lib/config/get-config';

/**
 * An absolute URL of this site for `path`. Where the site's address is configured (APP_ORIGIN, and
 * always in production) it is built on that: the request's Host and X-Forwarded-Host are the client's
 * to choose, and a redirect built on them sends the visitor to any site the client names (issue 32). In
 * development without APP_ORIGIN the request's own origin serves, so any port works.
 */
export function publicUrl(path: string, requestUrl: string | URL): URL {
  const { origin, originConfigured } = getConfig();
  const configured = originConfigured || buildSettings().mode === 'production';
  return new URL(path, configured ? origin : requestUrl);
}
