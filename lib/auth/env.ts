import 'server-only';
import type { AuthConfig } from '@/lib/config/auth';
import { getConfig } from '@/lib/config/get-config';

export type AuthEnv = AuthConfig & { secret: string };

/** The sign-in settings. The server checked them when it started; `next build` needs none of them. */
export function authEnv(): AuthEnv {
  const auth = getConfig().auth;
  if (auth.secret === undefined) throw new Error('AUTH_SECRET is not set (the server checks this at start)');
  return { ...auth, secret: auth.secret };
}
