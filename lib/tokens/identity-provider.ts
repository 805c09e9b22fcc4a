import 'server-only';
import { createRemoteJWKSet, errors, jwtVerify, type JWTVerifyGetKey } from 'jose';
import { z } from 'zod';
import { authEnv } from '@/lib/auth/env';
import { AppError } from '@/lib/errors';

const discoverySchema = z.object({ issuer: z.string(), jwks_uri: z.url() });

const keySets = new Map<string, Promise<JWTVerifyGetKey>>();

async function discoverKeySet(issuer: string): Promise<JWTVerifyGetKey> {
  const url = new URL(`${issuer.replace(/\/$/, '')}/.well-known/openid-configuration`);
  const response = await fetch(url, { headers: { accept: 'application/json' }, signal: AbortSignal.timeout(10_000) });
  if (!response.ok) throw new Error(`OpenID discovery at ${url} answered ${response.status}`);
  const document = discoverySchema.parse(await response.json());
  if (document.issuer !== issuer) throw new Error(`OpenID discovery at ${url} names issuer ${document.issuer}, expected ${issuer}`);
  // jose caches the keys and refetches when a token names an unknown key id (key rotation).
  return createRemoteJWKSet(new URL(document.jwks_uri));
}

function keySetFor(issuer: string): Promise<JWTVerifyGetKey> {
  let keySet = keySets.get(issuer);
  if (!keySet) {
    keySet = discoverKeySet(issuer);
    // A failed discovery is retried on the next call instead of being cached.
    keySet.catch(() => keySets.delete(issuer));
    keySets.set(issuer, keySet);
  }
  return keySet;
}

export interface IdentityProviderIdentity {
  subject: string;
  email: string | undefined;
}

/** Verifies an id token of the configured identity provider against its published keys. */
export async function verifyIdentityProviderIdToken(idToken: string, now: Date = new Date()): Promise<IdentityProviderIdentity> {
  const settings = authEnv().identityProvider;
  if (!settings) throw new AppError('notFound', 'Errors.auth.providerDisabled');
  const keySet = await keySetFor(settings.issuer);
  try {
    const { payload } = await jwtVerify(idToken, keySet, { issuer: settings.issuer, audience: settings.clientId, currentDate: now });
    if (!payload.sub) throw new AppError('unauthenticated', 'Errors.auth.tokenInvalid');
    return { subject: payload.sub, email: typeof payload.email === 'string' ? payload.email : undefined };
  } catch (error) {
    if (error instanceof AppError) throw error;
    if (error instanceof errors.JWTExpired) throw new AppError('unauthenticated', 'Errors.auth.tokenExpired', { cause: error });
    // An unreachable key endpoint is our problem (500), not a bad token.
    if (error instanceof errors.JOSEError && !(error instanceof errors.JWKSTimeout)) {
      throw new AppError('unauthenticated', 'Errors.auth.tokenInvalid', { cause: error });
    }
    throw error;
  }
}
