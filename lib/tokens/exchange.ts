import 'server-only';
import { providerIds } from '@/lib/auth/provider-ids';
import { currentSessionFromRequest } from '@/lib/auth/request-session';
import { newSessionId } from '@/lib/auth/revoked-sessions';
import { loadCurrentUser, type CurrentUser } from '@/lib/auth/session-user';
import { db } from '@/lib/db';
import { AppError, parseOrThrow } from '@/lib/errors';
import { clientAddress, enforceRateLimits } from '@/lib/rate-limit';
import { tokenExchangePerAccount, tokenExchangePerAddress } from '@/lib/rate-limit/policies';
import { issueApiTokens, type TokenResponse } from './api-tokens';
import { verifyIdentityProviderIdToken } from './identity-provider';
import { readBodyObject } from './request-body';
import { idTokenHeader, tokenRequestMediaTypes, tokenRequestSchema } from './request-schemas';

/** Reads the token request and counts it for its address, before any key or cookie is checked. */
async function readTokenRequest(request: Request, now: Date): Promise<void> {
  parseOrThrow(tokenRequestSchema, await readBodyObject(request, tokenRequestMediaTypes));
  await enforceRateLimits([{ policy: tokenExchangePerAddress, subject: clientAddress(request.headers) }], now);
}

async function issueCounted(user: CurrentUser, sessionId: string, now: Date): Promise<TokenResponse> {
  await enforceRateLimits([{ policy: tokenExchangePerAccount, subject: user.id }], now);
  return issueApiTokens(user, sessionId, now);
}

/**
 * EntraId2Token: an id token of the identity provider, for a user who has signed in here with it. No web
 * session stands behind it, so the tokens get a session of their own, ended by signing out everywhere.
 */
export async function exchangeIdentityProviderToken(request: Request, now: Date = new Date()): Promise<TokenResponse> {
  await readTokenRequest(request, now);
  const idToken = request.headers.get(idTokenHeader)?.trim();
  if (!idToken) throw new AppError('unauthenticated', 'Errors.auth.tokenMissing');
  const identity = await verifyIdentityProviderIdToken(idToken, now);
  const account = await db.account.findUnique({
    where: { provider_providerAccountId: { provider: providerIds.identityProvider, providerAccountId: identity.subject } },
    select: { userId: true },
  });
  const user = account ? await loadCurrentUser(account.userId, now) : null;
  if (!user) throw new AppError('forbidden', 'Errors.auth.noAccountForIdentity');
  return issueCounted(user, newSessionId(), now);
}

/** Cookie2Token: the web session cookie, for the same tokens, which end when that session signs out. */
export async function exchangeSessionCookie(request: Request, now: Date = new Date()): Promise<TokenResponse> {
  await readTokenRequest(request, now);
  const session = await currentSessionFromRequest(request, now);
  if (!session) throw new AppError('unauthenticated', 'Errors.auth.signInRequired');
  return issueCounted(session.user, session.sessionId, now);
}
