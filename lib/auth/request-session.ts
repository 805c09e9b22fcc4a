import 'server-only';
import { getToken, type JWT } from 'next-auth/jwt';
import { authEnv } from './env';
import { sessionCookie } from './session-cookie';
import { loadCurrentUser, type CurrentUser } from './session-user';

export type SessionCookieState = { kind: 'none' } | { kind: 'stale' } | { kind: 'valid'; user: CurrentUser };

async function decodeSessionCookie(request: Request): Promise<JWT | null> {
  const { name, secure } = sessionCookie();
  // getToken also accepts an Authorization header; only the cookie is a session here.
  const headers = new Headers({ cookie: request.headers.get('cookie') ?? '' });
  return getToken({ req: { headers }, secret: authEnv().secret, cookieName: name, salt: name, secureCookie: secure });
}

/**
 * The Auth.js session cookie of a request, checked like the `jwt` callback checks it: a cookie whose
 * session version is behind the user's (signed out everywhere, password changed) or whose user is gone
 * is stale.
 */
export async function sessionCookieState(request: Request, now: Date = new Date()): Promise<SessionCookieState> {
  const token = await decodeSessionCookie(request);
  if (!token) return request.headers.get('cookie')?.includes(sessionCookie().name) ? { kind: 'stale' } : { kind: 'none' };
  if (!token.sub || typeof token.sv !== 'number') return { kind: 'stale' };
  const user = await loadCurrentUser(token.sub, now);
  if (!user || user.sessionVersion !== token.sv) return { kind: 'stale' };
  return { kind: 'valid', user };
}

export async function currentUserFromRequest(request: Request, now: Date = new Date()): Promise<CurrentUser | null> {
  const state = await sessionCookieState(request, now);
  return state.kind === 'valid' ? state.user : null;
}
