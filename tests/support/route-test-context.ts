import { signInWithPassword } from './auth-flows';
import { appOrigin, startAuthTestContext, type AuthTestContext } from './auth-test-context';

const memberPassword = 'member password';

export const stripeWebhookSecret = 'whsec_route_test_secret';

export interface RouteTestContext extends AuthTestContext {
  /** A Platinum member aged over 18 who shows adult content: every guard of the paid routes lets them in. */
  memberId: string;
  /** Headers that make the member the signed-in user of a handler or action called in this process. */
  memberHeaders(extra?: HeadersInit): Promise<Headers>;
  /** A member under 18 with the plan whose one birthdate correction is spent: nothing may make them an adult. */
  minorId: string;
  /** The same headers for the minor. */
  minorHeaders(extra?: HeadersInit): Promise<Headers>;
  /** An access token of the member for /api/v2. */
  memberAccessToken(): Promise<string>;
  /** The Cookie header of a browser in which the member has signed in with their password. */
  memberSessionCookie(): Promise<string>;
}

/**
 * The auth test context plus payments switched on (Stripe is never reached: the tests stop before any
 * call) and a member with the plan. Sets the environment before any app module reads it.
 */
export async function startRouteTestContext(): Promise<RouteTestContext> {
  const context = await startAuthTestContext();
  Object.assign(process.env, {
    EVENT: 'C999',
    STRIPE_SECRET_KEY: 'sk_test_route_tests',
    STRIPE_WEBHOOK_SECRET: stripeWebhookSecret,
    // Nothing listens here: a call that reached Stripe would fail instead of leaving the machine.
    STRIPE_API_URL: 'http://127.0.0.1:9',
  });
  const db = context.database.db;
  const { hashPassword } = await import('@/lib/auth/password');
  const member = await db.user.create({
    data: {
      email: 'member@example.com',
      passwordHash: await hashPassword(memberPassword),
      emailVerified: new Date(),
      nickname: 'Member',
      birthdate: new Date('1990-04-01'),
      showAdult: true,
      termsAcceptedAt: new Date(),
      roles: { create: [{ role: 'PLATINUM' }] },
    },
  });
  const minor = await db.user.create({
    data: {
      email: 'minor@example.com',
      emailVerified: new Date(),
      nickname: 'Minor',
      birthdate: new Date('2012-05-05'),
      showAdult: false,
      termsAcceptedAt: new Date(),
      roles: { create: [{ role: 'PLATINUM' }] },
      // The birthdate given at sign-up and its one correction, spent.
      birthdateChanges: {
        create: [
          { birthdate: new Date('2012-05-04'), channel: 'SIGN_UP' },
          { previous: new Date('2012-05-04'), birthdate: new Date('2012-05-05'), channel: 'SETTINGS' },
        ],
      },
    },
  });
  const { loadCurrentUser, toSessionUser } = await import('@/lib/auth/session-user');
  const { sealUser, userHandoffHeader } = await import('@/lib/auth/user-handoff');
  const headersOf = async (userId: string, extra: HeadersInit) => {
    const user = await loadCurrentUser(userId);
    if (!user) throw new Error('the user is gone');
    const headers = new Headers(extra);
    headers.set(userHandoffHeader, sealUser(toSessionUser(user)));
    return headers;
  };
  const current = async () => {
    const user = await loadCurrentUser(member.id);
    if (!user) throw new Error('the member is gone');
    return user;
  };
  return {
    ...context,
    memberId: member.id,
    memberHeaders: (extra = {}) => headersOf(member.id, extra),
    minorId: minor.id,
    minorHeaders: (extra = {}) => headersOf(minor.id, extra),
    async memberAccessToken() {
      const { issueApiTokens } = await import('@/lib/tokens/api-tokens');
      const { newSessionId } = await import('@/lib/auth/revoked-sessions');
      return (await issueApiTokens(await current(), newSessionId())).access_token;
    },
    async memberSessionCookie() {
      const browser = context.browser();
      await signInWithPassword(browser, 'member@example.com', memberPassword);
      return browser.cookieHeader(appOrigin);
    },
  };
}
