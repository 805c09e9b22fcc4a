import 'server-only';
import { hashPassword } from '@/lib/auth/password';
import { adultAge } from '@/lib/auth/permissions';
import { ageOn } from '@/lib/time/calendar-date';
import { db } from '@/lib/db';
import { Prisma } from '@/lib/generated/prisma/client';
import { composeMail, sendMail } from '@/lib/mail';
import { clientAddress, enforceRateLimits } from '@/lib/rate-limit';
import { signUpPerAddress } from '@/lib/rate-limit/policies';
import { todayInJapan } from '@/lib/time/japan-time';
import { changeAgeFields } from './age-fields';
import { sendEmailVerification } from './email-verification';
import { absoluteUrl, accountPaths } from './links';
import { mayMailRecipient } from './mail-budget';
import type { RequestContext } from './request-context';
import type { SignUpFields } from './schemas';

/**
 * `verificationSent` also answers for an address that already has an account (that address gets a mail
 * saying so), so sign-up cannot be used to find out who is registered. Mails count against the address's
 * budget (lib/account/mail-budget.ts), so repeating sign-up with someone's address cannot flood them.
 */
export type SignUpResult = { status: 'verificationSent'; email: string } | { status: 'restricted'; redirectTo: string };

function isUniqueViolation(error: unknown): boolean {
  return error instanceof Prisma.PrismaClientKnownRequestError && error.code === 'P2002';
}

export async function signUp({ email, password, birthdate, showAdult }: SignUpFields, context: RequestContext): Promise<SignUpResult> {
  const now = context.now ?? new Date();
  // Under 18 nothing is stored: they go to the restriction page, which says why, without an account.
  if ((ageOn(birthdate, todayInJapan(now)) ?? 0) < adultAge) return { status: 'restricted', redirectTo: accountPaths.restrictionAfterUnderAgeSignUp };

  await enforceRateLimits([{ policy: signUpPerAddress, subject: clientAddress(context.headers) }], now);

  const passwordHash = await hashPassword(password);
  try {
    // The birthdate and the adult flag are set through the one function that writes them, in the same
    // transaction as the account (docs/decisions/031).
    await db.$transaction(async (tx) => {
      const { id } = await tx.user.create({ data: { email, passwordHash, termsAcceptedAt: now, locale: context.locale }, select: { id: true } });
      await changeAgeFields(tx, id, { birthdate, showAdult }, 'SIGN_UP', now);
    });
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    if (!(await mayMailRecipient(email, now))) return { status: 'verificationSent', email };
    const mail = composeMail('accountExists', context.locale, email, {
      loginUrl: absoluteUrl(accountPaths.login),
      resetUrl: absoluteUrl(accountPaths.resetPassword),
    });
    await sendMail(mail);
    return { status: 'verificationSent', email };
  }
  await sendEmailVerification(email, context.locale, now);
  return { status: 'verificationSent', email };
}
