import 'server-only';
import { emailLinkIdentifier, emailLinkLifetimeMinutes, hashLinkToken } from '@/lib/auth/email-link';
import { db } from '@/lib/db';
import { isLocale, type AppLocale } from '@/lib/i18n/locales';
import { composeMail, sendMail } from '@/lib/mail';
import { clientAddress, enforceRateLimits } from '@/lib/rate-limit';
import { resetRequestPerAccount, resetRequestPerAddress } from '@/lib/rate-limit/policies';
import { absoluteUrl, accountPaths } from './links';
import { mayMailRecipient } from './mail-budget';
import type { RequestContext } from './request-context';
import type { EmailAddress } from './schemas';
import { randomToken } from './secrets';

/**
 * Replaces any earlier link for the address and mails a new one, which confirms the address and signs
 * its member in (lib/auth/email-link.ts). Over the address's mail budget nothing happens, so the link
 * already sent keeps working.
 */
export async function sendEmailVerification(email: string, locale: AppLocale, now: Date = new Date()): Promise<void> {
  if (!(await mayMailRecipient(email, now))) return;
  const token = randomToken();
  const identifier = emailLinkIdentifier(email);
  await db.$transaction([
    db.verificationToken.deleteMany({ where: { identifier } }),
    db.verificationToken.create({
      data: { identifier, token: hashLinkToken(token), expires: new Date(now.getTime() + emailLinkLifetimeMinutes * 60_000) },
    }),
  ]);
  const url = absoluteUrl(accountPaths.verifyEmail, { token });
  await sendMail(composeMail('verifyEmail', locale, email, { url, minutes: emailLinkLifetimeMinutes }));
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
