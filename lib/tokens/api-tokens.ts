import 'server-only';
import { errors, jwtVerify, SignJWT } from 'jose';
import type { CurrentUser } from '@/lib/auth/session-user';
import { getConfig } from '@/lib/config/get-config';
import { AppError } from '@/lib/errors';
import { apiSigningKey } from './signing-key';

export const accessTokenLifetimeSeconds = 60 * 60;

const algorithm = 'HS256';
const accessTokenType = 'at+jwt';

// Distinct audiences keep an id token from being replayed as an access token, and the reverse.
function audiences() {
  const origin = getConfig().origin;
  return { issuer: origin, access: `${origin}/api/v2`, id: 'web-catalogue' };
}

export interface TokenResponse {
  access_token: string;
  id_token: string;
  token_type: 'Bearer';
  expires_in: number;
  scope: 'openid';
}

/**
 * `sessionId` names the session the tokens belong to (the browser session of Cookie2Token, a session of its
 * own for EntraId2Token): the access token stops working when that session is signed out, as well as when
 * the user signs out everywhere.
 */
export async function issueApiTokens(user: CurrentUser, sessionId: string, now: Date = new Date()): Promise<TokenResponse> {
  const key = await apiSigningKey();
  const { issuer, access, id } = audiences();
  const issuedAt = Math.floor(now.getTime() / 1000);
  const expiresAt = issuedAt + accessTokenLifetimeSeconds;
  const accessToken = await new SignJWT({ sv: user.sessionVersion, sid: sessionId, scope: 'openid' })
    .setProtectedHeader({ alg: algorithm, typ: accessTokenType })
    .setSubject(user.id)
    .setIssuer(issuer)
    .setAudience(access)
    .setIssuedAt(issuedAt)
    .setExpirationTime(expiresAt)
    .sign(key);
  const idToken = await new SignJWT({
    nickname: user.nickname,
    email: user.email,
    email_verified: user.emailVerified,
    roles: user.roles,
  })
    .setProtectedHeader({ alg: algorithm, typ: 'JWT' })
    .setSubject(user.id)
    .setIssuer(issuer)
    .setAudience(id)
    .setIssuedAt(issuedAt)
    .setExpirationTime(expiresAt)
    .sign(key);
  return { access_token: accessToken, id_token: idToken, token_type: 'Bearer', expires_in: accessTokenLifetimeSeconds, scope: 'openid' };
}

export interface AccessTokenClaims {
  userId: string;
  sessionVersion: number;
  sessionId: string;
}

export async function verifyAccessToken(token: string, now: Date = new Date()): Promise<AccessTokenClaims> {
  const { issuer, access } = audiences();
  try {
    const { payload } = await jwtVerify(token, await apiSigningKey(), {
      algorithms: [algorithm],
      typ: accessTokenType,
      issuer,
      audience: access,
      currentDate: now,
    });
    // A token that names no session cannot be signed out with one, so it is not accepted.
    if (!payload.sub || typeof payload.sv !== 'number' || typeof payload.sid !== 'string') throw new AppError('unauthenticated', 'Errors.auth.tokenInvalid');
    return { userId: payload.sub, sessionVersion: payload.sv, sessionId: payload.sid };
  } catch (error) {
    if (error instanceof AppError) throw error;
    if (error instanceof errors.JWTExpired) throw new AppError('unauthenticated', 'Errors.auth.tokenExpired', { cause: error });
    throw new AppError('unauthenticated', 'Errors.auth.tokenInvalid', { cause: error });
  }
}
