import 'server-only';
import { providerIds } from '@/lib/auth/provider-ids';
import { currentUserFromRequest } from '@/lib/auth/request-session';
import { loadCurrentUser } from '@/lib/auth/session-user';
import { db } from '@/lib/db';
import { AppError, parseOrThrow } from '@/lib/errors';
import { issueApiTokens, type TokenResponse } from './api-tokens';
import { verifyIdentityProviderIdToken } from './identity-provider';
import { readBodyObject } from './request-body';
import { idTokenHeader, tokenRequestMediaTypes, tokenRequestSchema } from './request-schemas';

async function readTokenRequest(request: Request): Promise<void> {
  parseOrThrow(tokenRequestSchema, await readBodyObject(request, tokenRequestMediaTypes));
}

/** EntraId2Token: an id token of the identity provider, for a user who has signed in here with it. */
export async function exchangeIdentityProviderToken(request: Request, now: Date = new Date()): Promise<TokenResponse> {
  await readTokenRequest(request);
  const idToken = request.headers.get(idTokenHeader)?.trim();
  if (!idToken) throw new AppError('unauthenticated', 'Errors.auth.tokenMissing');
  const identity = await verifyIdentityProviderIdToken(idToken, now);
  const account = await db.account.findUnique({
    where: { provider_providerAccountId: { provider: providerIds.identityProvider, providerAccountId: identity.subject } },
    select: { userId: true },
  });
  const user = account ? await loadCurrentUser(account.userId, now) : null;
  if (!user) throw new AppError('forbidden', 'Errors.auth.noAccountForIdentity');
  return issueApiTokens(user, now);
}

/** Cookie2Token: the web session cookie, for the same tokens. */
export async function exchangeSessionCookie(request: Request, now: Date = new Date()): Promise<TokenResponse> {
  await readTokenRequest(request);
  const user = await currentUserFromRequest(request, now);
  if (!user) throw new AppError('unauthenticated', 'Errors.auth.signInRequired');
  return issueApiTokens(user, now);
}
