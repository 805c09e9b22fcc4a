import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { startAuthTestContext, type AuthTestContext } from '@/tests/support/auth-test-context';
import { extractCode } from '@/tests/support/auth-flows';
import { parseOrThrow } from '@/lib/errors';
import { passwordResetRequestSchema, passwordResetSchema } from '@/lib/account/schemas';

// A successful sign-in sets the known-device cookie through `next/headers` outside the Auth.js route.
vi.mock('next/headers', () => import('@/tests/support/request-scope'));

let context: AuthTestContext;

beforeAll(async () => {
  context = await startAuthTestContext();
});

afterAll(async () => {
  await context?.stop();
});

let addressCounter = 0;
// Each test its own address, so the per-address limits of one test do not reach into another.
const freshHeaders = () => new Headers({ 'x-forwarded-for': `198.51.100.${++addressCounter}` });

async function createVerifiedUser(email: string, locale: 'en' | 'ja' | 'zh' = 'en') {
  const { hashPassword } = await import('@/lib/auth/password');
  return context.database.db.user.create({
    data: { email, passwordHash: await hashPassword('old password 123'), emailVerified: new Date(), locale, birthdate: new Date('1990-01-01') },
  });
}

async function requestCode(email: string, headers = freshHeaders(), now?: Date): Promise<string> {
  const { requestPasswordReset } = await import('@/lib/account/password-reset');
  const before = context.smtp.mails.length;
  await requestPasswordReset(parseOrThrow(passwordResetRequestSchema, { email }), { locale: 'en', headers, ...(now && { now }) });
  const mail = await context.smtp.waitForMail((candidate, index = context.smtp.mails.indexOf(candidate)) => index >= before && candidate.to.includes(email));
  return extractCode(mail.text);
}

async function reset(email: string, code: string, options: { password?: string; headers?: Headers; now?: Date } = {}) {
  const { resetPassword } = await import('@/lib/account/password-reset');
  const password = options.password ?? 'brand new password';
  return resetPassword(parseOrThrow(passwordResetSchema, { email, code, password, passwordRepeat: password }), { headers: options.headers ?? freshHeaders(), ...(options.now && { now: options.now }) });
}

async function passwordWorks(email: string, password: string): Promise<boolean> {
  const { authorizeCredentials } = await import('@/lib/auth/credentials');
  const request = new Request('http://localhost:3000/api/auth/callback/credentials', { method: 'POST', headers: freshHeaders() });
  return authorizeCredentials({ email, password }, request).then(
    () => true,
    () => false,
  );
}

describe('password reset by a mailed six-digit code', () => {
  it('mails the code in the account language, stores only its hash, and sets the new password once', async () => {
    const user = await createVerifiedUser('reset@example.com', 'zh');
    const code = await requestCode('reset@example.com');
    const mail = context.smtp.mails.findLast((candidate) => candidate.to.includes('reset@example.com'));
    expect(mail?.subject).toBe('您的密码重置验证码');
    const stored = await context.database.db.passwordResetCode.findFirstOrThrow({ where: { userId: user.id } });
    expect(stored.codeHash).not.toContain(code);
    expect(stored.expiresAt.getTime() - stored.createdAt.getTime()).toBeGreaterThan(14 * 60_000);
    expect(stored.expiresAt.getTime() - stored.createdAt.getTime()).toBeLessThanOrEqual(15 * 60_000 + 1000);

    await reset('reset@example.com', code);
    expect(await passwordWorks('reset@example.com', 'brand new password')).toBe(true);
    expect(await passwordWorks('reset@example.com', 'old password 123')).toBe(false);

    const after = await context.database.db.user.findUniqueOrThrow({ where: { id: user.id } });
    expect(after.sessionVersion).toBe(user.sessionVersion + 1);
    await expect(reset('reset@example.com', code, { password: 'yet another one' })).rejects.toMatchObject({ messageKey: 'Errors.passwordReset.invalidCode' });
  });

  it('allows five wrong tries per code, then refuses even the right code', async () => {
    await createVerifiedUser('guess@example.com');
    const code = await requestCode('guess@example.com');
    const wrong = code === '000000' ? '111111' : '000000';
    for (let attempt = 0; attempt < 5; attempt++) {
      await expect(reset('guess@example.com', wrong)).rejects.toMatchObject({ messageKey: 'Errors.passwordReset.invalidCode' });
    }
    await expect(reset('guess@example.com', code)).rejects.toMatchObject({ messageKey: 'Errors.passwordReset.tooManyAttempts' });
    expect(await passwordWorks('guess@example.com', 'old password 123')).toBe(true);
  });

  it('counts parallel tries atomically', async () => {
    await createVerifiedUser('parallel@example.com');
    const code = await requestCode('parallel@example.com');
    const wrong = code === '999999' ? '888888' : '999999';
    const results = await Promise.allSettled(Array.from({ length: 8 }, () => reset('parallel@example.com', wrong)));
    const keys = results.map((result) => (result.status === 'rejected' ? (result.reason as { messageKey: string }).messageKey : 'ok'));
    expect(keys.filter((key) => key === 'Errors.passwordReset.invalidCode')).toHaveLength(5);
    expect(keys.filter((key) => key === 'Errors.passwordReset.tooManyAttempts')).toHaveLength(3);
  });

  it('lets a code expire after 15 minutes', async () => {
    await createVerifiedUser('slow@example.com');
    const code = await requestCode('slow@example.com');
    await expect(reset('slow@example.com', code, { now: new Date(Date.now() + 15 * 60_000 + 1000) })).rejects.toMatchObject({
      messageKey: 'Errors.passwordReset.codeExpired',
    });
    await expect(reset('slow@example.com', code, { now: new Date(Date.now() + 14 * 60_000) })).resolves.toBeUndefined();
  });

  it('replaces an earlier code with a new one', async () => {
    await createVerifiedUser('again@example.com');
    const first = await requestCode('again@example.com');
    const second = await requestCode('again@example.com');
    if (first !== second) await expect(reset('again@example.com', first)).rejects.toMatchObject({ messageKey: 'Errors.passwordReset.invalidCode' });
    await expect(reset('again@example.com', second)).resolves.toBeUndefined();
  });

  it('answers an unknown address like a known one, without a mail', async () => {
    const { requestPasswordReset } = await import('@/lib/account/password-reset');
    const before = context.smtp.mails.length;
    await expect(requestPasswordReset(parseOrThrow(passwordResetRequestSchema, { email: 'nobody@example.com' }), { locale: 'en', headers: freshHeaders() })).resolves.toBeUndefined();
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(context.smtp.mails.length).toBe(before);
  });

  it('verifies the address of an account that had not verified it', async () => {
    const user = await createVerifiedUser('unverified@example.com');
    await context.database.db.user.update({ where: { id: user.id }, data: { emailVerified: null } });
    await reset('unverified@example.com', await requestCode('unverified@example.com'));
    expect((await context.database.db.user.findUniqueOrThrow({ where: { id: user.id } })).emailVerified).not.toBeNull();
  });

  it('limits code requests per account and per address', async () => {
    const { requestPasswordReset } = await import('@/lib/account/password-reset');
    const { resetRequestPerAddress } = await import('@/lib/rate-limit/policies');
    await createVerifiedUser('flood@example.com');
    for (let attempt = 0; attempt < 3; attempt++) {
      await requestPasswordReset(parseOrThrow(passwordResetRequestSchema, { email: 'flood@example.com' }), { locale: 'en', headers: freshHeaders() });
    }
    await expect(requestPasswordReset(parseOrThrow(passwordResetRequestSchema, { email: 'flood@example.com' }), { locale: 'en', headers: freshHeaders() })).rejects.toMatchObject({
      code: 'rateLimited',
      messageKey: 'Errors.rateLimited',
    });
    const shared = freshHeaders();
    for (let attempt = 0; attempt < resetRequestPerAddress.limit; attempt++) {
      await requestPasswordReset(parseOrThrow(passwordResetRequestSchema, { email: `someone${attempt}@example.com` }), { locale: 'en', headers: shared });
    }
    await expect(requestPasswordReset(parseOrThrow(passwordResetRequestSchema, { email: 'someone-else@example.com' }), { locale: 'en', headers: shared })).rejects.toMatchObject({ code: 'rateLimited' });
  });

  it('limits code entry per account across codes', async () => {
    await createVerifiedUser('entry@example.com');
    for (let round = 0; round < 2; round++) {
      const code = await requestCode('entry@example.com');
      const wrong = code === '123456' ? '654321' : '123456';
      for (let attempt = 0; attempt < 5; attempt++) await reset('entry@example.com', wrong).catch(() => undefined);
    }
    const code = await requestCode('entry@example.com');
    await expect(reset('entry@example.com', code)).rejects.toMatchObject({ code: 'rateLimited' });
  });

  it('bounds the guesses per account per day, across codes and short windows', async () => {
    const { resetConfirmPerAccountDaily } = await import('@/lib/rate-limit/policies');
    const perCode = 5;
    const rounds = resetConfirmPerAccountDaily.limit / perCode;
    expect(Number.isInteger(rounds)).toBe(true);
    await createVerifiedUser('patient@example.com');
    // Each round in its own 15-minute window and hour, so only the daily limit can stop the last guess.
    const start = Date.now();
    const at = (round: number) => new Date(start + round * 16 * 60_000);
    for (let round = 0; round < rounds; round++) {
      const now = at(round);
      const code = await requestCode('patient@example.com', freshHeaders(), now);
      const wrong = code === '123456' ? '654321' : '123456';
      for (let attempt = 0; attempt < perCode; attempt++) {
        await expect(reset('patient@example.com', wrong, { now })).rejects.toMatchObject({ messageKey: 'Errors.passwordReset.invalidCode' });
      }
    }
    const code = await requestCode('patient@example.com', freshHeaders(), at(rounds));
    await expect(reset('patient@example.com', code, { now: at(rounds) })).rejects.toMatchObject({ code: 'rateLimited' });
    expect(await passwordWorks('patient@example.com', 'old password 123')).toBe(true);

    const nextDay = new Date(start + 24 * 3600_000 + 60_000);
    const fresh = await requestCode('patient@example.com', freshHeaders(), nextDay);
    await expect(reset('patient@example.com', fresh, { now: nextDay })).resolves.toBeUndefined();
  });

  describe('the same answers for an address with and without an account (third review, finding 3)', () => {
    async function answers(email: string, code: string, tries: number, now?: Date): Promise<string[]> {
      const keys: string[] = [];
      for (let attempt = 0; attempt < tries; attempt++) {
        keys.push(await reset(email, code, { ...(now && { now }) }).then(
          () => 'ok',
          (error: { messageKey: string }) => error.messageKey,
        ));
      }
      return keys;
    }

    async function requestFor(email: string, now?: Date): Promise<void> {
      const { requestPasswordReset } = await import('@/lib/account/password-reset');
      await requestPasswordReset(parseOrThrow(passwordResetRequestSchema, { email }), { locale: 'en', headers: freshHeaders(), ...(now && { now }) });
    }

    it('counts wrong codes per address, so both answer tooManyAttempts after five', async () => {
      await createVerifiedUser('member-with-code@example.com');
      const code = await requestCode('member-with-code@example.com');
      const wrong = code === '000000' ? '111111' : '000000';
      await requestFor('no-member-with-code@example.com');

      const known = await answers('member-with-code@example.com', wrong, 7);
      const unknown = await answers('no-member-with-code@example.com', wrong, 7);
      expect(known).toEqual([...Array<string>(5).fill('Errors.passwordReset.invalidCode'), 'Errors.passwordReset.tooManyAttempts', 'Errors.passwordReset.tooManyAttempts']);
      expect(unknown).toEqual(known);
    });

    it('answers codeExpired for both once the code would have expired, and invalidCode for both without a request', async () => {
      const start = new Date();
      await createVerifiedUser('member-late@example.com');
      await requestCode('member-late@example.com', freshHeaders(), start);
      await requestFor('no-member-late@example.com', start);
      const later = new Date(start.getTime() + 16 * 60_000);
      const known = await answers('member-late@example.com', '123456', 2, later);
      expect(known).toEqual(['Errors.passwordReset.codeExpired', 'Errors.passwordReset.codeExpired']);
      expect(await answers('no-member-late@example.com', '123456', 2, later)).toEqual(known);

      await createVerifiedUser('member-no-request@example.com');
      const never = await answers('member-no-request@example.com', '123456', 7);
      expect(never.every((key) => key === 'Errors.passwordReset.invalidCode')).toBe(true);
      expect(await answers('no-member-no-request@example.com', '123456', 7)).toEqual(never);
    });
  });
});
