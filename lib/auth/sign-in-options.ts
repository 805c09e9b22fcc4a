import 'server-only';
import { authEnv } from './env';

export interface SignInOptions {
  google: boolean;
  /** The configured display name of the identity provider, when it is configured at all. */
  identityProvider: { name: string | undefined } | null;
  legacy: boolean;
}

/** Which sign-in buttons the pages show: only providers whose settings are present. */
export function signInOptions(): SignInOptions {
  const env = authEnv();
  return {
    google: env.google !== undefined,
    identityProvider: env.identityProvider ? { name: env.identityProvider.name } : null,
    legacy: env.legacy !== undefined,
  };
}
