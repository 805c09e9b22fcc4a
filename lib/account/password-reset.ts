import 'server-only';
import { hashPassword } from '@/lib/auth/password';
import { db } from '@/lib/db';
import { AppError } from '@/lib/errors';
import { isLocale } from '@/lib/i18n/locales';
import { composeMail, sendMail } from '@/lib/mail';
import { clearRateLimit, clientAddress, enforceRateLimits } from '@/lib/rate-limit';
import {
  resetConfirmPerAccount,
  resetConfirmPerAccountDaily,
  resetConfirmPerAddress,
  resetRequestPerAccount,
  resetRequestPerAddress,
  signInPerAccount,
} from '@/lib/rate-limit/policies';
import { mayMailRecipient } from './mail-budget';
import type { RequestContext } from './request-context';
import type { EmailAddress, PasswordResetFields } from './schemas';
import { hashResetCode, randomSixDigitCode, sameHash } from './secrets';

export const resetCodeLifetimeMinutes = 15;
export const resetCodeMaxAttempts = 5;

/**
 * Mails a six-digit code to the address if it has an account and its mail budget allows. The answer is
 * the same either way; an earlier code stops working when a new one is sent.
 */
export async function requestPasswordReset({ email }: EmailAddress, context: RequestContext): Promise<void> {
  const now = context.now ?? new Date();
  await enforceRateLimits(
    [
      { policy: resetRequestPerAddress, subject: clientAddress(context.headers) },
      { policy: resetRequestPerAccount, subject: email },
    ],
    now,
  );
  const user = await db.user.findUnique({ where: { email }, select: { id: true, locale: true } });
  // Over the mail budget the earlier code stays valid and nothing is sent; the answer is the same.
  if (!user || !(await mayMailRecipient(email, now))) return;

  const code = randomSixDigitCode();
  await db.$transaction([
    db.passwordResetCode.updateMany({ where: { userId: user.id, usedAt: null, expiresAt: { gt: now } }, data: { expiresAt: now } }),
    db.passwordResetCode.create({
      data: { userId: user.id, codeHash: hashResetCode(user.id, code), expiresAt: new Date(now.getTime() + resetCodeLifetimeMinutes * 60_000) },
    }),
  ]);
  const locale = isLocale(user.locale) ? user.locale : context.locale;
  await sendMail(composeMail('passwordResetCode', locale, email, { code, minutes: resetCodeLifetimeMinutes }));
}

const invalidCode = () => new AppError('invalidInput', 'Errors.passwordReset.invalidCode', { fields: { code: 'Errors.passwordReset.invalidCode' } });

/**
 * Sets a new password with the mailed code. Each code allows five tries and one use; success signs the
 * user out everywhere (the password may have been reset because it leaked) and counts as proof that the
 * address is theirs.
 */
export async function resetPassword({ email, code, password }: PasswordResetFields, context: Omit<RequestContext, 'locale'>): Promise<void> {
  const now = context.now ?? new Date();
  await enforceRateLimits(
    [
      { policy: resetConfirmPerAddress, subject: clientAddress(context.headers) },
      { policy: resetConfirmPerAccount, subject: email },
      { policy: resetConfirmPerAccountDaily, subject: email },
    ],
    now,
  );
  const user = await db.user.findUnique({ where: { email }, select: { id: true } });
  if (!user) throw invalidCode();
  const latest = await db.passwordResetCode.findFirst({ where: { userId: user.id, usedAt: null }, orderBy: { createdAt: 'desc' } });
  if (!latest) throw invalidCode();
  if (latest.expiresAt <= now) throw new AppError('invalidInput', 'Errors.passwordReset.codeExpired', { fields: { code: 'Errors.passwordReset.codeExpired' } });

  // Counting the try in the same statement that checks the limit: parallel guesses cannot exceed it.
  const counted = await db.passwordResetCode.updateMany({
    where: { id: latest.id, usedAt: null, attempts: { lt: resetCodeMaxAttempts }, expiresAt: { gt: now } },
    data: { attempts: { increment: 1 } },
  });
  if (counted.count === 0) {
    throw new AppError('invalidInput', 'Errors.passwordReset.tooManyAttempts', { fields: { code: 'Errors.passwordReset.tooManyAttempts' } });
  }
  if (!sameHash(latest.codeHash, hashResetCode(user.id, code))) throw invalidCode();

  const passwordHash = await hashPassword(password);
  await db.$transaction(async (tx) => {
    const used = await tx.passwordResetCode.updateMany({ where: { id: latest.id, usedAt: null }, data: { usedAt: now } });
    if (used.count !== 1) throw invalidCode();
    const current = await tx.user.findUniqueOrThrow({ where: { id: user.id }, select: { emailVerified: true } });
    await tx.user.update({
      where: { id: user.id },
      data: { passwordHash, sessionVersion: { increment: 1 }, emailVerified: current.emailVerified ?? now },
    });
  });
  await clearRateLimit(signInPerAccount, email);
}
