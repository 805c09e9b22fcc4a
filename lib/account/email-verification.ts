import 'server-only';
import { db } from '@/lib/db';
import { AppError } from '@/lib/errors';
import { isLocale, type AppLocale } from '@/lib/i18n/locales';
import { composeMail, sendMail } from '@/lib/mail';
import { clientAddress, enforceRateLimits } from '@/lib/rate-limit';
import { resetRequestPerAccount, resetRequestPerAddress } from '@/lib/rate-limit/policies';
import { absoluteUrl, accountPaths } from './links';
import { mayMailRecipient } from './mail-budget';
import type { RequestContext } from './request-context';
import type { EmailAddress, VerificationToken } from './schemas';
import { hashToken, randomToken } from './secrets';

export const verificationLifetimeHours = 24;

// VerificationToken is Auth.js's table; the prefix keeps these rows apart from any Auth.js email sign-in.
const identifierFor = (email: string) => `verify-email:${email}`;

/**
 * Replaces any earlier link for the address and mails a new one. Over the address's mail budget nothing
 * happens, so the link already sent keeps working.
 */
export async function sendEmailVerification(email: string, locale: AppLocale, now: Date = new Date()): Promise<void> {
  if (!(await mayMailRecipient(email, now))) return;
  const token = randomToken();
  const identifier = identifierFor(email);
  await db.$transaction([
    db.verificationToken.deleteMany({ where: { identifier } }),
    db.verificationToken.create({
      data: { identifier, token: hashToken(token), expires: new Date(now.getTime() + verificationLifetimeHours * 3600_000) },
    }),
  ]);
  const url = absoluteUrl(accountPaths.verifyEmail, { token });
  await sendMail(composeMail('verifyEmail', locale, email, { url, hours: verificationLifetimeHours }));
}

/** Consumes a link from the mail and marks the address verified. Each link works once. */
export async function verifyEmail({ token }: VerificationToken, now: Date = new Date()): Promise<{ email: string }> {
  return db.$transaction(async (tx) => {
    const row = await tx.verificationToken.findFirst({ where: { token: hashToken(token), identifier: { startsWith: 'verify-email:' } } });
    if (!row) throw new AppError('invalidInput', 'Errors.account.invalidVerificationLink');
    // Deleting first makes a second, concurrent use of the same link find nothing to delete.
    const { count } = await tx.verificationToken.deleteMany({ where: { identifier: row.identifier, token: row.token } });
    if (count !== 1) throw new AppError('invalidInput', 'Errors.account.invalidVerificationLink');
    if (row.expires <= now) throw new AppError('invalidInput', 'Errors.account.verificationLinkExpired');
    const email = row.identifier.slice('verify-email:'.length);
    const updated = await tx.user.updateMany({ where: { email, emailVerified: null }, data: { emailVerified: now } });
    if (updated.count === 0 && !(await tx.user.findUnique({ where: { email }, select: { id: true } }))) {
      throw new AppError('invalidInput', 'Errors.account.invalidVerificationLink');
    }
    return { email };
  });
}

/**
 * Sends a fresh link to an address that signed up but did not verify. Answers the same for every address,
 * so it cannot be used to find out who has an account.
 */
export async function resendEmailVerification({ email }: EmailAddress, context: RequestContext): Promise<void> {
  await enforceRateLimits([
    { policy: resetRequestPerAddress, subject: clientAddress(context.headers) },
    { policy: resetRequestPerAccount, subject: `verify:${email}` },
  ]);
  const user = await db.user.findUnique({ where: { email }, select: { emailVerified: true, passwordHash: true, locale: true } });
  if (!user || user.emailVerified || !user.passwordHash) return;
  await sendEmailVerification(email, isLocale(user.locale) ? user.locale : context.locale);
}
