import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appOrigin, startAuthTestContext, type AuthTestContext } from '@/tests/support/auth-test-context';
import { copyCookies, readSession, signInWithOidc, signInWithPassword, signOutThroughRoute } from '@/tests/support/auth-flows';
import { parseOrThrow } from '@/lib/errors';
import { passwordResetRequestSchema, passwordResetSchema } from '@/lib/account/schemas';

let context: AuthTestContext;

beforeAll(async () => {
  context = await startAuthTestContext();
});

afterAll(async () => {
  await context?.stop();
});

async function createMember(email: string, options: { verified?: boolean; roles?: ('PLATINUM' | 'BRONZE')[]; expired?: boolean } = {}) {
  const { hashPassword } = await import('@/lib/auth/password');
  return context.database.db.user.create({
    data: {
      email,
      passwordHash: await hashPassword('member password'),
      emailVerified: options.verified === false ? null : new Date(),
      nickname: 'Mika',
      birthdate: new Date('1990-04-01'),
      showAdult: true,
      roles: {
        create: (options.roles ?? []).map((role) => ({ role, expiresAt: options.expired ? new Date(Date.now() - 1000) : new Date(Date.now() + 86_400_000) })),
      },
    },
  });
}

describe('credentials sign-in through the Auth.js route handlers', () => {
  it('signs in and exposes the profile, roles and display status in the session', async () => {
    const user = await createMember('member@example.com', { roles: ['BRONZE', 'PLATINUM'] });
    const browser = context.browser();
    const signedIn = await signInWithPassword(browser, 'member@example.com', 'member password');
    expect(signedIn.url).toBe(`${appOrigin}/circle/list`);

    const session = await readSession(browser);
    expect(session?.user).toMatchObject({
      id: user.id,
      nickname: 'Mika',
      birthdate: '1990-04-01',
      showAdult: true,
      roles: ['Platinum', 'Bronze'],
      displayStatus: 'Platinum',
      legacyLinked: false,
      emailVerified: true,
    });
  });

  it('drops expired roles from the session', async () => {
    await createMember('lapsed@example.com', { roles: ['PLATINUM'], expired: true });
    const browser = context.browser();
    await signInWithPassword(browser, 'lapsed@example.com', 'member password');
    const session = await readSession(browser);
    expect(session?.user.roles).toEqual([]);
    expect(session?.user.displayStatus).toBeNull();
  });

  it('sends a wrong password and an unverified address back to the login page with a code', async () => {
    await createMember('unverified@example.com', { verified: false });
    const browser = context.browser();
    const wrong = await signInWithPassword(browser, 'member@example.com', 'not it');
    expect(new URL(wrong.url).pathname).toBe('/auth/login');
    expect(new URL(wrong.url).searchParams.get('code')).toBe('invalidCredentials');
    const unverified = await signInWithPassword(browser, 'unverified@example.com', 'member password');
    expect(new URL(unverified.url).searchParams.get('code')).toBe('emailNotVerified');
    expect(await readSession(browser)).toBeNull();
  });
});

describe('session version', () => {
  it('signs out every browser when bumped, and a new sign-in works again', async () => {
    const user = await createMember('everywhere@example.com');
    const phone = context.browser();
    const laptop = context.browser();
    await signInWithPassword(phone, 'everywhere@example.com', 'member password');
    await signInWithPassword(laptop, 'everywhere@example.com', 'member password');
    expect((await readSession(phone))?.user.id).toBe(user.id);

    const { signOutEverywhere } = await import('@/lib/auth/session-version');
    await signOutEverywhere(user.id);

    expect(await readSession(phone)).toBeNull();
    expect(await readSession(laptop)).toBeNull();
    await signInWithPassword(laptop, 'everywhere@example.com', 'member password');
    expect((await readSession(laptop))?.user.id).toBe(user.id);
  });

  it('ends the sessions when the password is reset', async () => {
    const user = await createMember('changed@example.com');
    const browser = context.browser();
    await signInWithPassword(browser, 'changed@example.com', 'member password');
    const { requestPasswordReset, resetPassword } = await import('@/lib/account/password-reset');
    const headers = new Headers({ 'x-forwarded-for': '203.0.113.200' });
    await requestPasswordReset(parseOrThrow(passwordResetRequestSchema, { email: 'changed@example.com' }), { locale: 'en', headers });
    const mail = await context.smtp.waitForMail((candidate) => candidate.to.includes('changed@example.com'));
    const code = /\b(\d{6})\b/.exec(mail.text)?.[1] ?? '';
    await resetPassword(parseOrThrow(passwordResetSchema, { email: 'changed@example.com', code, password: 'fresh password', passwordRepeat: 'fresh password' }), { headers });
    expect(await readSession(browser)).toBeNull();
    expect((await context.database.db.user.findUniqueOrThrow({ where: { id: user.id } })).sessionVersion).toBe(1);
  });

  it('ends the session of a deleted user', async () => {
    const user = await createMember('deleted@example.com');
    const browser = context.browser();
    await signInWithPassword(browser, 'deleted@example.com', 'member password');
    await context.database.db.user.delete({ where: { id: user.id } });
    expect(await readSession(browser)).toBeNull();
  });

  it('does not let a revoked cookie link a new sign-in method', async () => {
    const user = await createMember('stolen@example.com');
    const browser = context.browser();
    await signInWithPassword(browser, 'stolen@example.com', 'member password');
    const { signOutEverywhere } = await import('@/lib/auth/session-version');
    await signOutEverywhere(user.id);

    // The holder of the old cookie tries to attach their own identity-provider account.
    await signInWithOidc(browser, 'idp', 'bob', 'bob-password');
    expect(await context.database.db.account.count({ where: { userId: user.id } })).toBe(0);
    const bob = await context.database.db.account.findUniqueOrThrow({ where: { provider_providerAccountId: { provider: 'idp', providerAccountId: 'idp-bob' } } });
    expect(bob.userId).not.toBe(user.id);
  });
});

describe('sign-out', () => {
  // Finding 6 of the security review: a cookie copied before sign-out must stop working with it.
  it('ends the signed-out session for every copy of its cookie, and only that session', async () => {
    const user = await createMember('copied@example.com');
    const phone = context.browser();
    const laptop = context.browser();
    await signInWithPassword(phone, 'copied@example.com', 'member password');
    await signInWithPassword(laptop, 'copied@example.com', 'member password');
    const copy = context.browser();
    copyCookies(phone, copy);
    expect((await readSession(copy))?.user.id).toBe(user.id);
    const copiedHeader = copy.cookieHeader(appOrigin);

    await signOutThroughRoute(phone);

    expect(await readSession(phone)).toBeNull();
    expect(await readSession(copy)).toBeNull();
    const { sessionStateOfCookies } = await import('@/lib/auth/request-session');
    expect(await sessionStateOfCookies(copiedHeader)).toEqual({ kind: 'stale' });
    expect((await readSession(laptop))?.user.id).toBe(user.id);
    expect((await sessionStateOfCookies(laptop.cookieHeader(appOrigin))).kind).toBe('valid');
  });

  it('keeps the record of signed-out sessions small by dropping those no cookie can outlive', async () => {
    await createMember('tidy@example.com');
    const { db } = context.database;
    await db.revokedSession.create({ data: { id: 'long-expired', expiresAt: new Date(Date.now() - 1000) } });
    const before = await db.revokedSession.count();
    const browser = context.browser();
    await signInWithPassword(browser, 'tidy@example.com', 'member password');
    await signOutThroughRoute(browser);
    const left = await db.revokedSession.findMany();
    expect(left.map((row) => row.id)).not.toContain('long-expired');
    expect(left).toHaveLength(before);
    for (const row of left) expect(row.expiresAt.getTime()).toBeGreaterThan(Date.now() + 29 * 86_400_000);
  });

  it('refuses a session cookie that names no session, as issued before sessions could be revoked', async () => {
    const user = await createMember('old-cookie@example.com');
    const { encode } = await import('next-auth/jwt');
    const name = 'authjs.session-token';
    const cookie = await encode({ token: { sub: user.id, sv: 0 }, secret: process.env.AUTH_SECRET ?? '', salt: name });
    const { sessionStateOfCookies } = await import('@/lib/auth/request-session');
    expect(await sessionStateOfCookies(`${name}=${cookie}`)).toEqual({ kind: 'stale' });
  });
});
