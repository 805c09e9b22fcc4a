import 'server-only';
import type { Provider } from 'next-auth/providers';
import Credentials from 'next-auth/providers/credentials';
import Google from 'next-auth/providers/google';
import { authorizeCredentials } from './credentials';
import { signInWithEmailLink } from './email-link';
import type { AuthEnv } from './env';
import { providerIds } from './provider-ids';

/** Email and password and the confirmation link always; the others when their settings are present. */
export function buildProviders(env: AuthEnv): Provider[] {
  const providers: Provider[] = [
    Credentials({
      id: providerIds.credentials,
      credentials: { email: { type: 'email' }, password: { type: 'password' } },
      authorize: (credentials, request) => authorizeCredentials(credentials, request),
    }),
    Credentials({ id: providerIds.emailLink, credentials: { token: { type: 'text' } }, authorize: (credentials) => signInWithEmailLink(credentials) }),
  ];
  if (env.google) providers.push(Google({ clientId: env.google.clientId, clientSecret: env.google.clientSecret }));
  if (env.identityProvider) {
    const { issuer, clientId, clientSecret, name } = env.identityProvider;
    providers.push({ id: providerIds.identityProvider, name: name ?? 'Identity provider', type: 'oidc', issuer, clientId, clientSecret });
  }
  if (env.legacy) {
    const { issuer, clientId, clientSecret } = env.legacy;
    providers.push({ id: providerIds.legacy, name: 'Circle site', type: 'oidc', issuer, clientId, clientSecret });
  }
  return providers;
}

export function enabledProviderIds(env: AuthEnv): string[] {
  return buildProviders(env).map((provider) => (typeof provider === 'function' ? provider() : provider).id);
}
