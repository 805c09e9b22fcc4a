import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appOrigin, startAuthTestContext, type AuthTestContext } from '@/tests/support/auth-test-context';
import { csrfToken, signOutThroughRoute } from '@/tests/support/auth-flows';
import type { CookieBrowser } from '@/tests/support/cookie-browser';

// Third review, finding 4: ten wrong passwords for a member's address locked the member out, and 30
// sign-ins from one address (a carrier address shared by thousands of phones) locked out everyone behind it.

let context: AuthTestContext;
const password = 'member password';

beforeAll(async () => {
  context = await startAuthTestContext();
});

afterAll(async () => {
  await context?.stop();
});

async function createMember(email: string): Promise<void> {
  const { hashPassword } = await import('@/lib/auth/password');
  await context.database.db.user.create({ data: { email, passwordHash: await hashPassword(password), emailVerified: new Date(), nickname: 'Mika' } });
}

/** The login form's post from a client address; `signedIn`, or the code the login page would show. */
async function signInFrom(browser: CookieBrowser, address: string, email: string, typed: string): Promise<string> {
  const token = await csrfToken(browser);
  const { url } = await browser.navigate(`${appOrigin}/api/auth/callback/credentials`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-forwarded-for': address },
    body: new URLSearchParams({ csrfToken: token, email, password: typed, callbackUrl: `${appOrigin}/circle/list` }),
  });
  const landed = new URL(url);
  return landed.pathname === '/circle/list' ? 'signedIn' : (landed.searchParams.get('code') ?? landed.toString());
}

/** A phone the member signed in on before and signed out of again. */
async function knownPhone(email: string, address: string): Promise<CookieBrowser> {
  const phone = context.browser();
  expect(await signInFrom(phone, address, email, password)).toBe('signedIn');
  await signOutThroughRoute(phone);
  return phone;
}

async function guess(email: string, address: string, times: number): Promise<string[]> {
  const attacker = context.browser();
  const codes: string[] = [];
  for (let attempt = 0; attempt < times; attempt++) codes.push(await signInFrom(attacker, address, email, `wrong ${attempt}`));
  return codes;
}

describe('sign-in limits', () => {
  it('lets the member sign in after ten wrong passwords from another address, and stops the guesser there', async () => {
    await createMember('victim@example.com');
    const phone = await knownPhone('victim@example.com', '198.51.100.10');
    const codes = await guess('victim@example.com', '203.0.113.66', 11);
    expect(codes.slice(0, 10).every((code) => code === 'invalidCredentials')).toBe(true);
    expect(codes[10]).toBe('rateLimited');

    expect(await signInFrom(phone, '198.51.100.10', 'victim@example.com', password)).toBe('signedIn');
    // A new device of the member elsewhere works too: the guesser spent only their own address's tries.
    expect(await signInFrom(context.browser(), '198.51.100.11', 'victim@example.com', password)).toBe('signedIn');
    // The guesser's address stays refused for this account, even with the right password.
    expect(await signInFrom(context.browser(), '203.0.113.66', 'victim@example.com', password)).toBe('rateLimited');
  });

  it('keeps a known device working behind the guesser’s own carrier address', async () => {
    await createMember('neighbour@example.com');
    const shared = '203.0.113.80';
    const phone = await knownPhone('neighbour@example.com', shared);
    expect((await guess('neighbour@example.com', shared, 11)).at(-1)).toBe('rateLimited');
    expect(await signInFrom(phone, shared, 'neighbour@example.com', password)).toBe('signedIn');
  });

  it('refuses new devices, not known ones, once guesses from many addresses pass the account limit', async () => {
    const { signInFailuresPerAccount, signInFailuresPerPair } = await import('@/lib/rate-limit/policies');
    await createMember('target@example.com');
    const phone = await knownPhone('target@example.com', '198.51.100.20');
    const addresses = Math.ceil(signInFailuresPerAccount.limit / signInFailuresPerPair.limit);
    for (let address = 0; address < addresses; address++) await guess('target@example.com', `203.0.113.${100 + address}`, signInFailuresPerPair.limit);

    expect(await signInFrom(context.browser(), '198.51.100.21', 'target@example.com', password)).toBe('rateLimited');
    expect(await signInFrom(phone, '198.51.100.20', 'target@example.com', password)).toBe('signedIn');
  });

  it('does not take a device cookie made for one account as known for another', async () => {
    await createMember('first@example.com');
    await createMember('second@example.com');
    const phone = await knownPhone('first@example.com', '198.51.100.30');
    await guess('second@example.com', '198.51.100.30', 10);
    expect(await signInFrom(phone, '198.51.100.30', 'second@example.com', password)).toBe('rateLimited');
    const forged = context.browser();
    const [id = ''] = (phone.cookies(appOrigin).get('known-device') ?? '').split('.');
    expect(id.length).toBeGreaterThan(20);
    forged.cookies(appOrigin).set('known-device', `${id}.${Buffer.alloc(32).toString('base64url')}`);
    expect(await signInFrom(forged, '198.51.100.30', 'second@example.com', password)).toBe('rateLimited');
  });

  it('signs in 31 members behind one address, and more', async () => {
    const shared = '203.0.113.200';
    const results: string[] = [];
    for (let member = 0; member < 40; member++) {
      const email = `crowd-${member}@example.com`;
      await createMember(email);
      results.push(await signInFrom(context.browser(), shared, email, password));
    }
    expect(results.every((result) => result === 'signedIn')).toBe(true);
  });

  it('refuses new devices of an address past its failure limit, and lets known devices through', async () => {
    const { signInFailuresPerAddress } = await import('@/lib/rate-limit/policies');
    const shared = '203.0.113.210';
    await createMember('regular@example.com');
    await createMember('newcomer@example.com');
    const phone = await knownPhone('regular@example.com', shared);
    await context.database.db.rateLimit.upsert({
      where: { key: `${signInFailuresPerAddress.name}:${shared}` },
      create: { key: `${signInFailuresPerAddress.name}:${shared}`, count: signInFailuresPerAddress.limit, windowStart: new Date() },
      update: { count: signInFailuresPerAddress.limit, windowStart: new Date() },
    });
    expect(await signInFrom(context.browser(), shared, 'newcomer@example.com', password)).toBe('rateLimited');
    expect(await signInFrom(phone, shared, 'regular@example.com', password)).toBe('signedIn');
  });

  it('counts a known device’s own wrong passwords', async () => {
    const { signInFailuresPerDevice } = await import('@/lib/rate-limit/policies');
    await createMember('careless@example.com');
    const phone = await knownPhone('careless@example.com', '198.51.100.40');
    for (let attempt = 0; attempt < signInFailuresPerDevice.limit; attempt++) {
      expect(await signInFrom(phone, '198.51.100.40', 'careless@example.com', 'typo')).toBe('invalidCredentials');
    }
    expect(await signInFrom(phone, '198.51.100.40', 'careless@example.com', password)).toBe('rateLimited');
  });
});
