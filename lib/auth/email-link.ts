import 'server-only';
import { createHash } from 'node:crypto';
import { z } from 'zod';
import { db } from '@/lib/db';
import type { AuthorizedUser } from './credentials';
import { SignInError } from './sign-in-error';

// The confirmation link of a new account signs its member in (decision 004): it proves the address as a
// reset code does, so it is held to the same terms. Its token is 256 random bits, stored as a SHA-256;
// it works once and for an hour. A used link stays on record (under another identifier) until the
// expired links are cleared, so that a second try hears "already used" rather than "not valid".

/** An hour: short, as a reset code is, with room for a first mail that a receiving server holds back for a while. */
export const emailLinkLifetimeMinutes = 60;

const openPrefix = 'verify-email:';
const usedPrefix = 'verify-email-used:';

/** The `VerificationToken` identifier of an address's open link (the prefix keeps them apart from any Auth.js email sign-in). */
export const emailLinkIdentifier = (email: string) => `${openPrefix}${email}`;

export const hashLinkToken = (token: string) => createHash('sha256').update(token).digest('hex');

export const emailLinkTokenSchema = z.object({
  token: z.string({ error: 'Errors.field.required' }).regex(/^[A-Za-z0-9_-]{43}$/, { error: 'Errors.account.invalidVerificationLink' }),
});

/**
 * The email-link provider's `authorize`: uses the link up, marks the address verified and names its
 * member. A link that is unknown, used or expired signs nobody in and says which it is.
 */
export async function signInWithEmailLink(input: unknown, now: Date = new Date()): Promise<AuthorizedUser> {
  const parsed = emailLinkTokenSchema.safeParse(input);
  if (!parsed.success) throw new SignInError('linkInvalid');
  const token = hashLinkToken(parsed.data.token);
  const outcome = await db.$transaction(async (tx) => {
    const row = await tx.verificationToken.findFirst({ where: { token, OR: [{ identifier: { startsWith: openPrefix } }, { identifier: { startsWith: usedPrefix } }] } });
    if (!row) return 'linkInvalid' as const;
    if (row.identifier.startsWith(usedPrefix)) return 'linkUsed' as const;
    if (row.expires <= now) return 'linkExpired' as const;
    const email = row.identifier.slice(openPrefix.length);
    // Only one of two uses at the same moment moves the row; the other finds it used.
    const { count } = await tx.verificationToken.updateMany({ where: { identifier: row.identifier, token }, data: { identifier: `${usedPrefix}${email}` } });
    if (count !== 1) return 'linkUsed' as const;
    await tx.user.updateMany({ where: { email, emailVerified: null }, data: { emailVerified: now } });
    const user = await tx.user.findUnique({ where: { email }, select: { id: true, nickname: true } });
    return user ? { id: user.id, email, name: user.nickname } : ('linkInvalid' as const);
  });
  if (typeof outcome === 'string') throw new SignInError(outcome);
  return outcome;
}
