import { loadCurrentUser, toSessionUser, type SessionUser } from '@/lib/auth/session-user';

// Stands in for `@/lib/auth/current-user` where a test runs server actions without a session cookie:
// `vi.mock('@/lib/auth/current-user', () => import('@/tests/support/signed-in-member'))`. Reading the
// user from the cookie is covered by the session tests; the user is still read from the database.

/** Who the actions see as signed in; null for a visitor. */
export const signedIn: { userId: string | null } = { userId: null };

export async function getCurrentUser(): Promise<SessionUser | null> {
  const user = signedIn.userId ? await loadCurrentUser(signedIn.userId) : null;
  return user ? toSessionUser(user) : null;
}
