import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { appOrigin, startAuthTestContext, type AuthTestContext } from '@/tests/support/auth-test-context';
import { parseOrThrow } from '@/lib/errors';
import { birthdateUpdateSchema, signUpSchema } from '@/lib/account/schemas';
import { signedIn } from '@/tests/support/signed-in-member';

vi.mock('@/lib/auth/current-user', () => import('@/tests/support/signed-in-member'));

let context: AuthTestContext;
let userCounter = 0;

beforeAll(async () => {
  context = await startAuthTestContext();
});

afterAll(async () => {
  await context?.stop();
});

beforeEach(() => {
  signedIn.userId = null;
});

async function createUser(birthdate: string | null) {
  const user = await context.database.db.user.create({
    data: { email: `birthdate${++userCounter}@example.com`, emailVerified: new Date(), ...(birthdate && { birthdate: new Date(birthdate) }) },
  });
  return user.id;
}

const storedBirthdate = async (userId: string) =>
  (await context.database.db.user.findUniqueOrThrow({ where: { id: userId } })).birthdate?.toISOString().slice(0, 10) ?? null;

const changesOf = async (userId: string) =>
  (await context.database.db.birthdateChange.findMany({ where: { userId }, orderBy: { changedAt: 'asc' } })).map((change) => ({
    previous: change.previous?.toISOString().slice(0, 10) ?? null,
    birthdate: change.birthdate.toISOString().slice(0, 10),
    channel: change.channel,
  }));

const parts = (date: string) => ({ year: date.slice(0, 4), month: date.slice(5, 7), day: date.slice(8, 10) });

async function saveFromSettings(userId: string, date: string) {
  const { updateBirthdateAction } = await import('@/lib/account/actions/update-birthdate');
  signedIn.userId = userId;
  return updateBirthdateAction(parts(date));
}

const lockedAnswer = { ok: false, error: { code: 'conflict', messageKey: 'Errors.account.birthdateLocked' } };

describe('the settings page birthdate action', () => {
  it('allows one correction of a set birthdate, then refuses and keeps the corrected one', async () => {
    const userId = await createUser('1992-05-05');
    expect(await saveFromSettings(userId, '1990-05-05')).toEqual({ ok: true, data: { birthdate: '1990-05-05' } });
    expect(await saveFromSettings(userId, '1980-01-01')).toMatchObject(lockedAnswer);
    expect(await storedBirthdate(userId)).toBe('1990-05-05');
    expect(await changesOf(userId)).toEqual([{ previous: '1992-05-05', birthdate: '1990-05-05', channel: 'SETTINGS' }]);
  });

  it('lets an account without a birthdate set one, then correct it once', async () => {
    const userId = await createUser(null);
    expect(await saveFromSettings(userId, '2012-03-03')).toMatchObject({ ok: true });
    expect(await saveFromSettings(userId, '2013-03-03')).toMatchObject({ ok: true });
    expect(await saveFromSettings(userId, '2014-03-03')).toMatchObject(lockedAnswer);
    expect(await changesOf(userId)).toEqual([
      { previous: null, birthdate: '2012-03-03', channel: 'SETTINGS' },
      { previous: '2012-03-03', birthdate: '2013-03-03', channel: 'SETTINGS' },
    ]);
  });

  it('counts a correction once when two arrive together', async () => {
    const userId = await createUser('1999-07-07');
    const { updateBirthdate } = await import('@/lib/account/birthdate');
    const results = await Promise.allSettled(['1991-07-07', '1981-07-07', '1971-07-07'].map((date) => updateBirthdate(userId, parseOrThrow(birthdateUpdateSchema, { birthdate: date }), 'SETTINGS')));
    expect(results.filter((result) => result.status === 'fulfilled')).toHaveLength(1);
    expect(await changesOf(userId)).toHaveLength(1);
  });

  it('shows the field as locked on the settings page once no correction is left', async () => {
    const { getAccountSettings } = await import('@/lib/account/settings');
    const userId = await createUser('2009-09-09');
    expect((await getAccountSettings(userId)).birthdateLocked).toBe(false);
    await saveFromSettings(userId, '2010-09-09');
    expect((await getAccountSettings(userId)).birthdateLocked).toBe(true);
  });

  it('records the birthdate given at sign-up', async () => {
    const { signUp } = await import('@/lib/account/sign-up');
    await signUp(
      parseOrThrow(signUpSchema, { email: 'born@example.com', password: 'a long password', passwordRepeat: 'a long password', birthdate: '1995-06-06', acceptTerms: 'on', acceptCookiePolicy: 'on' }),
      { locale: 'en', headers: new Headers({ 'x-forwarded-for': '198.51.100.90' }) },
    );
    const user = await context.database.db.user.findUniqueOrThrow({ where: { email: 'born@example.com' } });
    expect(await changesOf(user.id)).toEqual([{ previous: null, birthdate: '1995-06-06', channel: 'SIGN_UP' }]);
  });
});

describe('UpdateBirthDate', () => {
  async function callApi(userId: string, birthDate: string): Promise<Response> {
    const { loadCurrentUser } = await import('@/lib/auth/session-user');
    const { issueApiTokens } = await import('@/lib/tokens/api-tokens');
    const { POST } = await import('@/app/api/v2/UpdateBirthDate/route');
    const user = await loadCurrentUser(userId);
    if (!user) throw new Error('The test user is missing.');
    const { newSessionId } = await import('@/lib/auth/revoked-sessions');
    const { access_token: token } = await issueApiTokens(user, newSessionId());
    return POST(
      new Request(`${appOrigin}/api/v2/UpdateBirthDate`, {
        method: 'POST',
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        body: JSON.stringify({ birthDate }),
      }),
    );
  }

  it('allows one correction, then answers 409 with the locked message and changes nothing', async () => {
    const userId = await createUser('1980-10-10');
    const first = await callApi(userId, '1990-10-10');
    expect(first.status).toBe(200);
    expect(await first.json()).toMatchObject({ birthdate: '1990-10-10' });
    const second = await callApi(userId, '1970-10-10');
    expect(second.status).toBe(409);
    expect(await second.json()).toEqual({ error: { code: 'conflict', messageKey: 'Errors.account.birthdateLocked' } });
    expect(await storedBirthdate(userId)).toBe('1990-10-10');
    expect(await changesOf(userId)).toEqual([{ previous: '1980-10-10', birthdate: '1990-10-10', channel: 'API' }]);
  });

  it('shares the one correction with the settings page', async () => {
    const userId = await createUser('2013-01-13');
    expect(await saveFromSettings(userId, '2012-01-13')).toMatchObject({ ok: true });
    expect((await callApi(userId, '2011-01-13')).status).toBe(409);
  });
});

describe('the pay steps profile action', () => {
  async function saveFromPay(userId: string, date: string, showAdult: boolean) {
    const { savePaymentProfileAction } = await import('@/lib/payments/actions/save-payment-profile');
    signedIn.userId = userId;
    return savePaymentProfileAction({ nickname: 'Buyer', ...parts(date), ...(showAdult && { showAdult: 'on' }) });
  }

  const showAdultOf = async (userId: string) => (await context.database.db.user.findUniqueOrThrow({ where: { id: userId } })).showAdult;

  it('refuses an adult birthdate and the adult flag from a minor whose one correction is spent', async () => {
    const userId = await createUser('2011-04-04');
    expect(await saveFromSettings(userId, '2012-04-04')).toMatchObject({ ok: true });
    expect(await saveFromPay(userId, '1990-04-04', true)).toMatchObject(lockedAnswer);
    expect(await storedBirthdate(userId)).toBe('2012-04-04');
    expect(await showAdultOf(userId)).toBe(false);
    expect(await changesOf(userId)).toEqual([{ previous: '2011-04-04', birthdate: '2012-04-04', channel: 'SETTINGS' }]);
  });

  it('records a birthdate given on the pay steps with its own channel, and counts it as the one correction', async () => {
    const userId = await createUser('1991-08-08');
    expect(await saveFromPay(userId, '1990-08-08', true)).toEqual({ ok: true, data: { nickname: 'Buyer' } });
    expect(await showAdultOf(userId)).toBe(true);
    expect(await changesOf(userId)).toEqual([{ previous: '1991-08-08', birthdate: '1990-08-08', channel: 'PAYMENT' }]);
    expect(await saveFromSettings(userId, '1980-08-08')).toMatchObject(lockedAnswer);
  });

  it('saves the same birthdate again without spending a correction', async () => {
    const userId = await createUser('1985-02-02');
    expect(await saveFromPay(userId, '1985-02-02', false)).toMatchObject({ ok: true });
    expect(await changesOf(userId)).toEqual([]);
  });
});

describe('the adult flag', () => {
  async function showAdultFromSettings(userId: string, on: boolean) {
    const { updateShowAdultAction } = await import('@/lib/account/actions/update-show-adult');
    signedIn.userId = userId;
    return updateShowAdultAction(on ? { showAdult: 'on' } : {});
  }

  it('is refused to an account under 18 or without a birthdate, with a translated message', async () => {
    for (const birthdate of ['2014-06-06', null]) {
      const userId = await createUser(birthdate);
      expect(await showAdultFromSettings(userId, true)).toMatchObject({
        ok: false,
        error: { code: 'invalidInput', fields: { showAdult: 'Errors.account.adultFlagUnderAge' } },
      });
      expect((await context.database.db.user.findUniqueOrThrow({ where: { id: userId } })).showAdult).toBe(false);
      expect(await showAdultFromSettings(userId, false)).toMatchObject({ ok: true });
    }
  });

  it('is turned off when the birthdate is corrected to under 18', async () => {
    const userId = await createUser('1990-03-03');
    expect(await showAdultFromSettings(userId, true)).toMatchObject({ ok: true, data: { showAdult: true } });
    expect(await saveFromSettings(userId, '2015-03-03')).toMatchObject({ ok: true });
    expect((await context.database.db.user.findUniqueOrThrow({ where: { id: userId } })).showAdult).toBe(false);
  });
});

describe('the database', () => {
  it('refuses a birthdate change without its audit row in the same transaction', async () => {
    const userId = await createUser('2010-01-01');
    await expect(context.database.db.user.update({ where: { id: userId }, data: { birthdate: new Date('1990-01-01') } })).rejects.toThrow(/BirthdateChange/);
    await expect(context.database.db.$executeRaw`UPDATE "User" SET "birthdate" = '1990-01-01' WHERE "id" = ${userId}`).rejects.toThrow(/BirthdateChange/);
    expect(await storedBirthdate(userId)).toBe('2010-01-01');
  });

  it('refuses an audit row written in an earlier transaction as cover for a later change', async () => {
    const userId = await createUser('2010-01-02');
    await context.database.db.birthdateChange.create({ data: { userId, previous: new Date('2010-01-02'), birthdate: new Date('1990-01-02'), channel: 'SETTINGS' } });
    await expect(context.database.db.user.update({ where: { id: userId }, data: { birthdate: new Date('1990-01-02') } })).rejects.toThrow(/BirthdateChange/);
  });
});
