import 'server-only';
import { getConfig } from '@/lib/config/get-config';

export interface SessionCookie {
  name: string;
  secure: boolean;
  domain: string | undefined;
}

/**
 * One rule for Auth.js and for the code that reads its cookie outside Auth.js (Cookie2Token): secure when
 * the public origin is https, named by CIRCLE_AUTH_COOKIE_NAME when set (to share it across the
 * convention's subdomains), else Auth.js's own default names.
 */
export function sessionCookie(): SessionCookie {
  const config = getConfig();
  const secure = config.origin.startsWith('https:');
  const name = config.authCookie.name ?? (secure ? '__Secure-authjs.session-token' : 'authjs.session-token');
  return { name, secure, domain: config.authCookie.domain };
}
