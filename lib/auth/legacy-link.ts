import 'server-only';
import { db } from '@/lib/db';
import { currentUserFromRequest } from './request-session';

/** `error` values the sign-in pages receive besides Auth.js's own. */
export const legacyLinkErrors = {
  notLinked: 'LegacyNotLinked',
  alreadyLinked: 'LegacyAlreadyLinked',
} as const;

/**
 * Decides a sign-in with the old site's account, before Auth.js links or signs in. Signed in: link it,
 * unless this account already has another old account. Signed out: only an old account that is already
 * linked signs in; an unknown one is not made into a new account, because a new account is created by
 * sign-up (terms, birthdate) and linked afterwards.
 */
export async function decideLegacySignIn(legacySubject: string, request: Request | undefined): Promise<true | string> {
  const current = request ? await currentUserFromRequest(request) : null;
  const link = await db.legacyAccountLink.findUnique({ where: { legacySubject }, select: { userId: true } });
  if (link) return true; // Auth.js signs in as its user, or refuses when another user is signed in.
  if (!current) return `/auth/login?error=${legacyLinkErrors.notLinked}`;
  if (current.legacyLinked) return `/account/settings?error=${legacyLinkErrors.alreadyLinked}`;
  return true;
}
