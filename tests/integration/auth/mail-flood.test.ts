import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startAuthTestContext, type AuthTestContext } from '@/tests/support/auth-test-context';
import { parseOrThrow } from '@/lib/errors';
import { passwordResetRequestSchema, signUpSchema } from '@/lib/account/schemas';

let context: AuthTestContext;
let addressCounter = 0;

beforeAll(async () => {
  context = await startAuthTestContext();
});

afterAll(async () => {
  await context?.stop();
});

// Every request from another address, as a flood from many machines would come: only the limit per
// recipient can stop it.
const fromAnywhere = (now?: Date) => ({ locale: 'en' as const, headers: new Headers({ 'x-forwarded-for': `203.0.113.${++addressCounter}` }), ...(now && { now }) });

const signUpInput = (email: string) => ({
  email,
  password: 'correct horse battery',
  passwordRepeat: 'correct horse battery',
  birthdate: '1995-05-05',
  acceptTerms: 'on',
  acceptCookiePolicy: 'on',
});

// Mails arrive over SMTP a moment after the call returns; counting after a pause sees all that were sent.
async function mailsTo(email: string): Promise<number> {
  await new Promise((resolve) => setTimeout(resolve, 300));
  return context.smtp.mails.filter((mail) => mail.to.includes(email)).length;
}

describe('mail to one address', () => {
  it('stops after the hourly limit however often sign-up is repeated with it, answering as before', async () => {
    const { signUp } = await import('@/lib/account/sign-up');
    const { mailPerRecipientHourly } = await import('@/lib/rate-limit/policies');
    for (let attempt = 0; attempt < mailPerRecipientHourly.limit + 5; attempt++) {
      expect(await signUp(parseOrThrow(signUpSchema, signUpInput('victim@example.com')), fromAnywhere())).toEqual({ status: 'verificationSent', email: 'victim@example.com' });
    }
    expect(await mailsTo('victim@example.com')).toBe(mailPerRecipientHourly.limit);
    expect(await context.database.db.user.count({ where: { email: 'victim@example.com' } })).toBe(1);
  });

  it('shares one budget between sign-up, a new confirmation link and reset codes', async () => {
    const { signUp } = await import('@/lib/account/sign-up');
    const { resendEmailVerification } = await import('@/lib/account/email-verification');
    const { requestPasswordReset } = await import('@/lib/account/password-reset');
    const { mailPerRecipientHourly } = await import('@/lib/rate-limit/policies');
    const email = 'shared@example.com';
    await signUp(parseOrThrow(signUpSchema, signUpInput(email)), fromAnywhere());
    await signUp(parseOrThrow(signUpSchema, signUpInput(email)), fromAnywhere());
    await resendEmailVerification(parseOrThrow(passwordResetRequestSchema, { email }), fromAnywhere());
    await requestPasswordReset(parseOrThrow(passwordResetRequestSchema, { email }), fromAnywhere());
    await requestPasswordReset(parseOrThrow(passwordResetRequestSchema, { email }), fromAnywhere());
    expect(await mailsTo(email)).toBe(mailPerRecipientHourly.limit);

    // Over the budget every path answers exactly as it does for an address without an account.
    await expect(requestPasswordReset(parseOrThrow(passwordResetRequestSchema, { email }), fromAnywhere())).resolves.toBeUndefined();
    await expect(resendEmailVerification(parseOrThrow(passwordResetRequestSchema, { email }), fromAnywhere())).resolves.toBeUndefined();
    await expect(requestPasswordReset(parseOrThrow(passwordResetRequestSchema, { email: 'no-account@example.com' }), fromAnywhere())).resolves.toBeUndefined();
    expect(await mailsTo(email)).toBe(mailPerRecipientHourly.limit);
  });

  it('keeps a daily limit when the requests are spread over the hours', async () => {
    const { requestPasswordReset } = await import('@/lib/account/password-reset');
    const { mailPerRecipientDaily } = await import('@/lib/rate-limit/policies');
    const { hashPassword } = await import('@/lib/auth/password');
    const email = 'daily@example.com';
    await context.database.db.user.create({ data: { email, passwordHash: await hashPassword('a long password'), emailVerified: new Date() } });
    const start = Date.now();
    for (let hour = 0; hour < mailPerRecipientDaily.limit + 3; hour++) {
      await requestPasswordReset(parseOrThrow(passwordResetRequestSchema, { email }), fromAnywhere(new Date(start + hour * 61 * 60_000)));
    }
    expect(await mailsTo(email)).toBe(mailPerRecipientDaily.limit);
  });
});
