import 'server-only';
import { getToken, type JWT } from 'next-auth/jwt';
import { authEnv } from './env';
import { sessionCookie } from './session-cookie';
import { loadCurrentUser, type CurrentUser } from './session-user';

export type SessionCookieState = { kind: 'none' } | { kind: 'stale' } | { kind: 'valid'; user: CurrentUser; sessionId: string };

// Decrypting the cookie costs two key derivations and an AES pass on every request of a signed-in user;
// the result depends only on the cookie's value, which is itself the secret, so it can be remembered.
const decoded = new Map<string, { token: JWT | null; until: number }>();
const maxRemembered = 2_000;
const rememberMs = 60_000;

async function decodeSessionCookie(cookieHeader: string): Promise<JWT | null> {
  const now = Date.now();
  const known = decoded.get(cookieHeader);
  if (known && known.until > now) return known.token;
  const { name, secure } = sessionCookie();
  // getToken also accepts an Authorization header; only the cookie is a session here.
  const headers = new Headers({ cookie: cookieHeader });
  const token = await getToken({ req: { headers }, secret: authEnv().secret, cookieName: name, salt: name, secureCookie: secure });
  if (decoded.size >= maxRemembered) decoded.clear();
  const expires = typeof token?.exp === 'number' ? token.exp * 1000 : now + rememberMs;
  decoded.set(cookieHeader, { token, until: Math.min(now + rememberMs, expires) });
  return token;
}

/**
 * The Auth.js session cookie of a request, checked like the `jwt` callback checks it: a cookie whose
 * session was signed out, whose session version is behind the user's (signed out everywhere, password
 * changed), or whose user is gone is stale.
 */
export async function sessionCookieState(request: Request, now: Date = new Date()): Promise<SessionCookieState> {
  return sessionStateOfCookies(request.headers.get('cookie') ?? '', now);
}

export async function sessionStateOfCookies(cookieHeader: string, now: Date = new Date()): Promise<SessionCookieState> {
  if (!cookieHeader.includes(sessionCookie().name)) return { kind: 'none' };
  const token = await decodeSessionCookie(cookieHeader);
  if (!token) return { kind: 'stale' };
  if (!token.sub || typeof token.sv !== 'number' || typeof token.sid !== 'string') return { kind: 'stale' };
  const user = await loadCurrentUser(token.sub, now, token.sid);
  if (!user || user.sessionVersion !== token.sv) return { kind: 'stale' };
  return { kind: 'valid', user, sessionId: token.sid };
}

export async function currentUserFromRequest(request: Request, now: Date = new Date()): Promise<CurrentUser | null> {
  return (await currentSessionFromRequest(request, now))?.user ?? null;
}

/** The signed-in user and the id of their browser session, which whatever the session hands out must name. */
export async function currentSessionFromRequest(request: Request, now: Date = new Date()): Promise<{ user: CurrentUser; sessionId: string } | null> {
  const state = await sessionCookieState(request, now);
  return state.kind === 'valid' ? { user: state.user, sessionId: state.sessionId } : null;
}
