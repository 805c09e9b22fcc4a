import 'server-only';
import { authEnv, type AuthEnv } from './env';

// Where Google's sign-in starts (the authorization endpoint of its OpenID configuration).
const googleSignInOrigin = 'https://accounts.google.com';

/**
 * The sites a sign-in or sign-out form may send the browser to: the enabled identity providers. Their
 * issuer's origin is where their authorization and logout endpoints live.
 */
export function signInOrigins(env: AuthEnv = authEnv()): string[] {
  const origins = [
    env.google ? googleSignInOrigin : undefined,
    env.identityProvider && new URL(env.identityProvider.issuer).origin,
    env.legacy && new URL(env.legacy.issuer).origin,
  ];
  return [...new Set(origins.filter((origin) => origin !== undefined))];
}
