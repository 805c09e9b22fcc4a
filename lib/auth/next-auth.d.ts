import type { DefaultSession } from 'next-auth';
import type { SessionUser } from './session-user';

declare module 'next-auth' {
  interface Session {
    user: SessionUser & DefaultSession['user'];
  }
}

declare module 'next-auth/jwt' {
  interface JWT {
    /** The user's session version when this token was issued. */
    sv?: number;
    /** The browser session this token belongs to, set at sign-in; signing out revokes it. */
    sid?: string;
    profile?: SessionUser;
  }
}
