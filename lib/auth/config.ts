import 'server-only';
import type { NextAuthConfig } from 'next-auth';
import { createAdapter } from './adapter';
import { createCallbacks } from './callbacks';
import { authEnv } from './env';
import { buildProviders } from './providers';
import { sessionCookie } from './session-cookie';
import { SignInError } from './sign-in-error';

export const sessionMaxAgeSeconds = 30 * 24 * 60 * 60;

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
    // Credentials sign-in works only with JWT sessions; revocation comes from the session version.
    session: { strategy: 'jwt', maxAge: sessionMaxAgeSeconds },
    pages: { signIn: '/auth/login', error: '/auth/login' },
    providers: buildProviders(env),
    callbacks: createCallbacks(request),
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
