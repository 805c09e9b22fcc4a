import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appOrigin, startAuthTestContext, type AuthTestContext } from '@/tests/support/auth-test-context';
import { readSession, signInWithOidc, signInWithPassword } from '@/tests/support/auth-flows';
import { runCodeFlow } from '@/tests/support/oidc-code-flow';
import { identityProviderClient } from '@/tests/support/test-identities';

let context: AuthTestContext;

beforeAll(async () => {
  context = await startAuthTestContext();
});

afterAll(async () => {
  await context?.stop();
});

async function createMember(email: string) {
  const { hashPassword } = await import('@/lib/auth/password');
  return context.database.db.user.create({
    data: { email, passwordHash: await hashPassword('member password'), emailVerified: new Date(), birthdate: new Date('1990-04-01') },
  });
}

describe('the test identity provider', () => {
  it('publishes discovery and keys, and its id tokens verify against them', async () => {
    const discovery = (await (await fetch(`${context.identityProvider.issuer}/.well-known/openid-configuration`)).json()) as Record<string, unknown>;
    expect(discovery.issuer).toBe(context.identityProvider.issuer);
    expect(discovery.code_challenge_methods_supported).toContain('S256');

    const tokens = await runCodeFlow({
      issuer: context.identityProvider.issuer,
      ...identityProviderClient,
      redirectUri: `${appOrigin}/api/auth/callback/idp`,
      login: 'alice',
      password: 'alice-password',
    });
    const { verifyIdentityProviderIdToken } = await import('@/lib/tokens/identity-provider');
    await expect(verifyIdentityProviderIdToken(tokens.id_token)).resolves.toEqual({ subject: 'idp-alice', email: 'alice@idp.example' });
  });

  it('refuses a wrong password on its login page', async () => {
    await expect(
      runCodeFlow({
        issuer: context.identityProvider.issuer,
        ...identityProviderClient,
        redirectUri: `${appOrigin}/api/auth/callback/idp`,
        login: 'alice',
        password: 'nope',
      }),
    ).rejects.toThrow(/without a code \(status 401\)/);
  });
});

describe('sign-in with the identity provider through Auth.js', () => {
  it('creates an account on first sign-in and finds it again on the next', async () => {
    const browser = context.browser();
    const done = await signInWithOidc(browser, 'idp', 'alice', 'alice-password');
    expect(done.url).toBe(`${appOrigin}/circle/list`);
    const session = await readSession(browser);
    expect(session?.user).toMatchObject({ email: 'alice@idp.example', roles: [], legacyLinked: false });

    const account = await context.database.db.account.findUniqueOrThrow({ where: { provider_providerAccountId: { provider: 'idp', providerAccountId: 'idp-alice' } } });
    expect(account.userId).toBe(session?.user.id);
    // The provider's tokens are not kept.
    expect(account.access_token).toBeNull();
    expect(account.id_token).toBeNull();

    const again = context.browser();
    await signInWithOidc(again, 'idp', 'alice', 'alice-password');
    expect((await readSession(again))?.user.id).toBe(session?.user.id);
  });
});

describe('the old circle-site account', () => {
  it('is linked when signed in, then signs in to the linked account', async () => {
    const user = await createMember('linker@example.com');
    const browser = context.browser();
    await signInWithPassword(browser, 'linker@example.com', 'member password');
    const linked = await signInWithOidc(browser, 'legacy', 'carol', 'carol-password');
    expect(linked.url).toBe(`${appOrigin}/circle/list`);

    const link = await context.database.db.legacyAccountLink.findUniqueOrThrow({ where: { userId: user.id } });
    expect(link).toMatchObject({ legacySubject: 'legacy-carol', legacyEmail: 'carol@circle.example' });
    expect((await readSession(browser))?.user).toMatchObject({ id: user.id, legacyLinked: true });

    const { listSignInMethods } = await import('@/lib/account/sign-in-methods');
    expect((await listSignInMethods(user.id)).map((method) => method.provider)).toEqual(['password', 'legacy']);

    const elsewhere = context.browser();
    await signInWithOidc(elsewhere, 'legacy', 'carol', 'carol-password');
    expect((await readSession(elsewhere))?.user.id).toBe(user.id);
  });

  it('does not make an unknown old account into a new account', async () => {
    const users = await context.database.db.user.count();
    const browser = context.browser();
    const refused = await signInWithOidc(browser, 'legacy', 'dave', 'dave-password');
    expect(refused.url).toBe(`${appOrigin}/auth/login?error=LegacyNotLinked`);
    expect(await readSession(browser)).toBeNull();
    expect(await context.database.db.user.count()).toBe(users);
  });

  it('links at most one old account to an account', async () => {
    const user = await createMember('greedy@example.com');
    const browser = context.browser();
    await signInWithPassword(browser, 'greedy@example.com', 'member password');
    await context.database.db.legacyAccountLink.create({ data: { userId: user.id, legacySubject: 'legacy-someone' } });
    const refused = await signInWithOidc(browser, 'legacy', 'dave', 'dave-password');
    expect(refused.url).toBe(`${appOrigin}/account/settings?error=LegacyAlreadyLinked`);
    expect(await context.database.db.legacyAccountLink.count({ where: { legacySubject: 'legacy-dave' } })).toBe(0);
  });

  it('refuses an old account that is linked to someone else', async () => {
    await createMember('other@example.com');
    const browser = context.browser();
    await signInWithPassword(browser, 'other@example.com', 'member password');
    const refused = await signInWithOidc(browser, 'legacy', 'carol', 'carol-password');
    expect(new URL(refused.url).searchParams.get('error')).toBe('OAuthAccountNotLinked');
  });
});
