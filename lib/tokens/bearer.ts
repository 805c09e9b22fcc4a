import 'server-only';
import { loadCurrentUser, type CurrentUser } from '@/lib/auth/session-user';
import { AppError } from '@/lib/errors';
import { verifyAccessToken } from './api-tokens';

export function bearerToken(headers: Headers): string | undefined {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(headers.get('authorization') ?? '');
  return match?.[1];
}

/**
 * The user an /api/v2 call acts for. The token ends like the session that minted it: with a sign-out of
 * that session (the revoked-session table, probed in the same query) and with the session version.
 */
export async function requireApiUser(request: Request, now: Date = new Date()): Promise<CurrentUser> {
  const token = bearerToken(request.headers);
  if (!token) throw new AppError('unauthenticated', 'Errors.auth.tokenMissing');
  const claims = await verifyAccessToken(token, now);
  const user = await loadCurrentUser(claims.userId, now, claims.sessionId);
  if (!user || user.sessionVersion !== claims.sessionVersion) throw new AppError('unauthenticated', 'Errors.auth.tokenRevoked');
  return user;
}
