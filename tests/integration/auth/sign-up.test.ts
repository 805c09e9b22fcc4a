import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { startAuthTestContext, type AuthTestContext } from '@/tests/support/auth-test-context';
import { extractLink } from '@/tests/support/auth-flows';
import { parseOrThrow } from '@/lib/errors';
import { signUpSchema } from '@/lib/account/schemas';
import { thrownBy } from '@/tests/support/thrown-by';

// A successful sign-in sets the known-device cookie through `next/headers` outside the Auth.js route.
vi.mock('next/headers', () => import('@/tests/support/request-scope'));

let context: AuthTestContext;

beforeAll(async () => {
  context = await startAuthTestContext();
});

afterAll(async () => {
  await context?.stop();
});

const headers = (address = '198.51.100.7') => new Headers({ 'x-forwarded-for': address });

const signUpInput = (email: string, birthdate = '1995-05-05') => ({
  email,
  password: 'correct horse battery',
  passwordRepeat: 'correct horse battery',
  birthdate,
  acceptTerms: 'on',
  acceptCookiePolicy: 'on',
});

function credentialsRequest(address = '198.51.100.7') {
  return new Request('http://localhost:3000/api/auth/callback/credentials', { method: 'POST', headers: headers(address) });
}

async function signInCode(email: string, password: string, address?: string): Promise<string> {
  const { authorizeCredentials } = await import('@/lib/auth/credentials');
  try {
    await authorizeCredentials({ email, password }, credentialsRequest(address));
    return 'ok';
  } catch (error) {
    return (error as { code?: string }).code ?? String(error);
  }
}

describe('sign-up, verification mail, verification, sign-in', () => {
  it('walks the whole way with the mail read from the SMTP server', async () => {
    const { signUp } = await import('@/lib/account/sign-up');
    const { signInWithEmailLink } = await import('@/lib/auth/email-link');

    const result = await signUp(parseOrThrow(signUpSchema, signUpInput(' Mika@Example.COM ')), { locale: 'ja', headers: headers() });
    expect(result).toEqual({ status: 'verificationSent', email: 'mika@example.com' });

    const mail = await context.smtp.waitForMail((candidate) => candidate.to.includes('mika@example.com'));
    expect(mail.subject).toBe('メールアドレスの確認');
    const link = new URL(extractLink(mail.text, '/auth/verify?token='));
    expect(link.origin).toBe('http://localhost:3000');

    expect(await signInCode('mika@example.com', 'correct horse battery')).toBe('emailNotVerified');
    // The unverified state is told only to someone who knows the password.
    expect(await signInCode('mika@example.com', 'wrong password')).toBe('invalidCredentials');

    // The link signs its member in, once; a second use, or a token nobody was sent, signs nobody in.
    const token = link.searchParams.get('token');
    const member = await context.database.db.user.findUniqueOrThrow({ where: { email: 'mika@example.com' } });
    await expect(signInWithEmailLink({ token })).resolves.toEqual({ id: member.id, email: 'mika@example.com', name: member.nickname });
    await expect(signInWithEmailLink({ token })).rejects.toMatchObject({ code: 'linkUsed' });
    await expect(signInWithEmailLink({ token: 'A'.repeat(43) })).rejects.toMatchObject({ code: 'linkInvalid' });
    await expect(signInWithEmailLink({ token: 'short' })).rejects.toMatchObject({ code: 'linkInvalid' });

    expect(await signInCode('MIKA@example.com', 'correct horse battery')).toBe('ok');
    const user = await context.database.db.user.findUniqueOrThrow({ where: { email: 'mika@example.com' } });
    expect(user.emailVerified).not.toBeNull();
    expect(user.passwordHash).toMatch(/^\$argon2id\$/);
    expect(user.termsAcceptedAt).not.toBeNull();
    expect(user.locale).toBe('ja');
    expect(user.birthdate?.toISOString().slice(0, 10)).toBe('1995-05-05');
  });

  it('sends an under-18 applicant to the restriction page without an account or a mail', async () => {
    const { signUp } = await import('@/lib/account/sign-up');
    const before = context.smtp.mails.length;
    const today = new Date('2025-08-16T03:00:00Z');
    const result = await signUp(parseOrThrow(signUpSchema, signUpInput('young@example.com', '2007-08-17')), { locale: 'en', headers: headers(), now: today });
    expect(result).toEqual({ status: 'restricted', redirectTo: '/restriction?after=under-age-sign-up' });
    expect(await context.database.db.user.count({ where: { email: 'young@example.com' } })).toBe(0);
    expect(context.smtp.mails.length).toBe(before);
    // One day older is old enough.
    const adult = await signUp(parseOrThrow(signUpSchema, signUpInput('young@example.com', '2007-08-16')), { locale: 'en', headers: headers(), now: today });
    expect(adult.status).toBe('verificationSent');
  });

  it('stores the adult-content choice made at sign-up, so an adult who opts in never meets the restriction page', async () => {
    const { signUp } = await import('@/lib/account/sign-up');
    await signUp(parseOrThrow(signUpSchema, { ...signUpInput('opted-in@example.com'), showAdult: 'on' }), { locale: 'en', headers: headers('198.51.100.21') });
    await signUp(parseOrThrow(signUpSchema, signUpInput('opted-out@example.com')), { locale: 'en', headers: headers('198.51.100.22') });
    const showAdult = async (email: string) => (await context.database.db.user.findUniqueOrThrow({ where: { email } })).showAdult;
    expect(await showAdult('opted-in@example.com')).toBe(true);
    expect(await showAdult('opted-out@example.com')).toBe(false);
  });

  it('answers a taken address like a new one and tells its owner by mail', async () => {
    const { signUp } = await import('@/lib/account/sign-up');
    await signUp(parseOrThrow(signUpSchema, signUpInput('twice@example.com')), { locale: 'en', headers: headers() });
    const second = await signUp(parseOrThrow(signUpSchema, { ...signUpInput('twice@example.com'), password: 'another password!', passwordRepeat: 'another password!' }), { locale: 'zh', headers: headers() });
    expect(second).toEqual({ status: 'verificationSent', email: 'twice@example.com' });
    const notice = await context.smtp.waitForMail((mail) => mail.to.includes('twice@example.com') && mail.subject === '您已经拥有账户');
    expect(notice.text).toContain('http://localhost:3000/auth/reset-password');
    expect(await context.database.db.user.count({ where: { email: 'twice@example.com' } })).toBe(1);
  });

  it('refuses invalid input with a message key per field', async () => {
    const input = { ...signUpInput('x@example.com'), passwordRepeat: 'different', acceptCookiePolicy: undefined, email: 'not-an-email', birthdate: '1999-02-30' };
    expect(thrownBy(() => parseOrThrow(signUpSchema, input))).toMatchObject({
      code: 'invalidInput',
      fields: {
        email: 'Errors.field.invalidEmail',
        acceptCookiePolicy: 'Errors.field.mustAccept',
        birthdate: 'Errors.field.invalidDate',
      },
    });
    expect(thrownBy(() => parseOrThrow(signUpSchema, { ...signUpInput('x@example.com'), passwordRepeat: 'different' }))).toMatchObject({
      fields: { passwordRepeat: 'Errors.field.passwordsDiffer' },
    });
  });

  it('refuses an expired verification link, an hour after it was sent', async () => {
    const { signUp } = await import('@/lib/account/sign-up');
    const { signInWithEmailLink } = await import('@/lib/auth/email-link');
    await signUp(parseOrThrow(signUpSchema, signUpInput('late@example.com')), { locale: 'en', headers: headers() });
    const mail = await context.smtp.waitForMail((candidate) => candidate.to.includes('late@example.com'));
    const token = new URL(extractLink(mail.text, '/auth/verify?token=')).searchParams.get('token');
    const later = new Date(Date.now() + 61 * 60_000);
    await expect(signInWithEmailLink({ token }, later)).rejects.toMatchObject({ code: 'linkExpired' });
    // Still expired, not "used", on a second try; the address stays unconfirmed.
    await expect(signInWithEmailLink({ token }, later)).rejects.toMatchObject({ code: 'linkExpired' });
    expect((await context.database.db.user.findUniqueOrThrow({ where: { email: 'late@example.com' } })).emailVerified).toBeNull();
  });
});

describe('sign-in rate limits', () => {
  it('allows 10 wrong passwords per account and address, then refuses that address even the right password', async () => {
    const { signUp } = await import('@/lib/account/sign-up');
    await signUp(parseOrThrow(signUpSchema, signUpInput('limited@example.com')), { locale: 'en', headers: headers() });
    await context.database.db.user.update({ where: { email: 'limited@example.com' }, data: { emailVerified: new Date() } });
    for (let attempt = 1; attempt <= 10; attempt++) {
      expect(await signInCode('limited@example.com', 'wrong', '203.0.113.1')).toBe('invalidCredentials');
    }
    expect(await signInCode('limited@example.com', 'correct horse battery', '203.0.113.1')).toBe('rateLimited');
    expect(await signInCode('limited@example.com', 'correct horse battery', '203.0.113.99')).toBe('ok');
  });

  it('allows an address its failure limit across accounts, then refuses it new devices', async () => {
    const { signInFailuresPerAddress } = await import('@/lib/rate-limit/policies');
    const key = `${signInFailuresPerAddress.name}:192.0.2.50`;
    await context.database.db.rateLimit.create({ data: { key, count: signInFailuresPerAddress.limit - 2, windowStart: new Date() } });
    expect(await signInCode('nobody1@example.com', 'guess', '192.0.2.50')).toBe('invalidCredentials');
    expect(await signInCode('nobody2@example.com', 'guess', '192.0.2.50')).toBe('invalidCredentials');
    expect(await signInCode('nobody3@example.com', 'guess', '192.0.2.50')).toBe('rateLimited');
    expect(await signInCode('nobody3@example.com', 'guess', '192.0.2.51')).toBe('invalidCredentials');
  });

  it('starts a new window after 15 minutes', async () => {
    const { hitRateLimit } = await import('@/lib/rate-limit');
    const policy = { name: 'test', limit: 2, windowSeconds: 900 };
    const start = new Date('2025-01-01T00:00:00Z');
    expect((await hitRateLimit(policy, 'a', start)).allowed).toBe(true);
    expect((await hitRateLimit(policy, 'a', start)).allowed).toBe(true);
    const third = await hitRateLimit(policy, 'a', new Date(start.getTime() + 60_000));
    expect(third).toMatchObject({ allowed: false, count: 3, retryAfterSeconds: 840 });
    expect(await hitRateLimit(policy, 'a', new Date(start.getTime() + 900_000))).toMatchObject({ allowed: true, count: 1 });
  });

  it('counts concurrent attempts exactly', async () => {
    const { hitRateLimit } = await import('@/lib/rate-limit');
    const policy = { name: 'burst', limit: 1000, windowSeconds: 900 };
    const results = await Promise.all(Array.from({ length: 25 }, () => hitRateLimit(policy, 'same')));
    expect(results.map((result) => result.count).sort((a, b) => a - b)).toEqual(Array.from({ length: 25 }, (_, index) => index + 1));
  });
});
