import 'server-only';
import type { NextAuthConfig } from 'next-auth';
import { authRedirectUrl } from './auth-redirect';
import { decideLegacySignIn } from './legacy-link';
import { providerIds } from './provider-ids';
import { newSessionId } from './revoked-sessions';
import { loadCurrentUser, toSessionUser } from './session-user';

type Callbacks = NonNullable<NextAuthConfig['callbacks']>;

/** `request` is the one being handled by the Auth.js route, when there is one. */
export function createCallbacks(request: Request | undefined): Callbacks {
  return {
    async signIn({ account }) {
      if (account?.provider === providerIds.legacy) return decideLegacySignIn(account.providerAccountId, request);
      return true;
    },

    // Runs on every session read (pages, proxy, route handlers), so a bumped session version, a signed-out
    // session or a deleted user ends the session at the next request, and roles and profile are never
    // older than that request. A sign-in starts a new session; a token naming none predates revocation.
    async jwt({ token, user }) {
      const userId = user?.id ?? token.sub;
      const sessionId = user ? newSessionId() : token.sid;
      if (!userId || !sessionId) return null;
      const current = await loadCurrentUser(userId, new Date(), sessionId);
      if (!current) return null;
      if (user) {
        token.sv = current.sessionVersion;
        token.sid = sessionId;
      } else if (token.sv !== current.sessionVersion) return null;
      token.sub = current.id;
      token.name = current.nickname;
      token.email = current.email;
      token.profile = toSessionUser(current);
      return token;
    },

    redirect({ url, baseUrl }) {
      return authRedirectUrl(url, baseUrl);
    },

    session({ session, token }) {
      if (!token.profile) return session;
      return { ...session, user: { ...session.user, ...token.profile } };
    },
  };
}
