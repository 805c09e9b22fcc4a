import 'server-only';
import type { NextAuthConfig } from 'next-auth';
import { createAdapter } from './adapter';
import { createCallbacks } from './callbacks';
import { authEnv } from './env';
import { buildProviders } from './providers';
import { revokeSession, sessionMaxAgeSeconds } from './revoked-sessions';
import { sessionCookie } from './session-cookie';
import { SignInError } from './sign-in-error';

const expectedSignInOutcomes = new Set(['OAuthAccountNotLinked', 'AccessDenied']);

export function authConfig(request?: Request): NextAuthConfig {
  const env = authEnv();
  const cookie = sessionCookie();
  return {
    adapter: createAdapter(),
    secret: env.secret,
    trustHost: true,
    useSecureCookies: cookie.secure,
    cookies: {
      sessionToken: {
        name: cookie.name,
        options: { httpOnly: true, sameSite: 'lax', path: '/', secure: cookie.secure, ...(cookie.domain && { domain: cookie.domain }) },
      },
    },
    // Credentials sign-in works only with JWT sessions; revocation comes from the session version (every
    // session of a user) and the revoked-session table (one session, at sign-out).
    session: { strategy: 'jwt', maxAge: sessionMaxAgeSeconds },
    pages: { signIn: '/auth/login', error: '/auth/login' },
    providers: buildProviders(env),
    callbacks: createCallbacks(request),
    events: {
      // Both the sign-out action and Auth.js's own sign-out route come here with the decoded cookie.
      async signOut(message) {
        const sessionId = 'token' in message ? message.token?.sid : undefined;
        if (sessionId) await revokeSession(sessionId);
      },
    },
    logger: {
      // A wrong password or a refused link is an expected outcome, not a server error worth a stack trace.
      error(error) {
        if (error instanceof SignInError) return;
        const type = 'type' in error && typeof error.type === 'string' ? error.type : undefined;
        if (type === 'CredentialsSignin') return;
        if (type && expectedSignInOutcomes.has(type)) {
          console.warn(`[auth] ${type}`);
          return;
        }
        console.error(error);
      },
    },
  };
}
