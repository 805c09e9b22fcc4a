import 'server-only';
import { randomBytes } from 'node:crypto';
import { db } from '@/lib/db';

/** How long a session cookie stays valid after its last refresh (Auth.js's `session.maxAge`). */
export const sessionMaxAgeSeconds = 30 * 24 * 60 * 60;

/**
 * The id of one browser session, put into its JWT at sign-in and kept across the cookie's refreshes
 * (Auth.js gives every refresh a new `jti`, so that cannot name the session).
 */
export function newSessionId(): string {
  return randomBytes(18).toString('base64url');
}

/**
 * Signs one session out for every copy of its cookie. A copy can have been refreshed up to the moment of
 * sign-out and refreshing stops then, so one session lifetime from now no copy can be valid any more: the
 * row is kept that long, and older rows go in the same transaction, which keeps the table small.
 */
export async function revokeSession(sessionId: string, now: Date = new Date()): Promise<void> {
  const expiresAt = new Date(now.getTime() + sessionMaxAgeSeconds * 1000);
  await db.$transaction([
    db.revokedSession.upsert({ where: { id: sessionId }, create: { id: sessionId, expiresAt }, update: { expiresAt } }),
    db.revokedSession.deleteMany({ where: { expiresAt: { lt: now } } }),
  ]);
}
