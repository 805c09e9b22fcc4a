import 'server-only';
import { hashPassword } from '@/lib/auth/password';
import { db } from '@/lib/db';
import { AppError } from '@/lib/errors';
import { isLocale } from '@/lib/i18n/locales';
import { composeMail, sendMail } from '@/lib/mail';
import { clearRateLimit, clientAddress, enforceRateLimits, hitStartedWindow, startWindow } from '@/lib/rate-limit';
import {
  resetCodeAttempts,
  resetConfirmPerAccount,
  resetConfirmPerAccountDaily,
  resetConfirmPerAddress,
  resetRequestPerAccount,
  resetRequestPerAddress,
  signInFailuresPerAccount,
} from '@/lib/rate-limit/policies';
import { mayMailRecipient } from './mail-budget';
import type { RequestContext } from './request-context';
import type { EmailAddress, PasswordResetFields } from './schemas';
import { hashResetCode, randomSixDigitCode, sameHash } from './secrets';

export const resetCodeLifetimeMinutes = resetCodeAttempts.windowSeconds / 60;

/**
 * Mails a six-digit code to the address if it has an account and its mail budget allows. The answer is
 * the same either way; an earlier code stops working when a new one is sent. The code's tries are
 * counted per address from here on for every address, so that entering codes answers the same too.
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
  // Over the mail budget the earlier code stays valid and nothing is sent; the answer is the same.
  if (!(await mayMailRecipient(email, now))) return;
  await startWindow(resetCodeAttempts, email, now);
  const user = await db.user.findUnique({ where: { email }, select: { id: true, locale: true } });
  if (!user) return;

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

function codeError(messageKey: 'Errors.passwordReset.invalidCode' | 'Errors.passwordReset.codeExpired' | 'Errors.passwordReset.tooManyAttempts') {
  return new AppError('invalidInput', messageKey, { fields: { code: messageKey } });
}
const invalidCode = () => codeError('Errors.passwordReset.invalidCode');

/**
 * Counts the try against the address's code window before anything about an account is read: expired and
 * too many tries are decided per address, the same for an address without an account.
 */
async function countCodeTry(email: string, now: Date): Promise<void> {
  const attempt = await hitStartedWindow(resetCodeAttempts, email, now);
  if (attempt.window === 'none') throw invalidCode();
  if (attempt.window === 'ended') throw codeError('Errors.passwordReset.codeExpired');
  if (!attempt.allowed) throw codeError('Errors.passwordReset.tooManyAttempts');
}

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
  await countCodeTry(email, now);
  const user = await db.user.findUnique({ where: { email }, select: { id: true } });
  const latest = user && (await db.passwordResetCode.findFirst({ where: { userId: user.id, usedAt: null, expiresAt: { gt: now } }, orderBy: { createdAt: 'desc' } }));
  if (!user || !latest || !sameHash(latest.codeHash, hashResetCode(user.id, code))) throw invalidCode();

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
  await Promise.all([clearRateLimit(signInFailuresPerAccount, email), clearRateLimit(resetCodeAttempts, email)]);
}
