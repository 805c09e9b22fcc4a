import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { appOrigin, startAuthTestContext, type AuthTestContext } from '@/tests/support/auth-test-context';
import { signedIn } from '@/tests/support/signed-in-member';
import { todayInJapan } from '@/lib/time/japan-time';

// Issue 47, finding 11: a minor's one self-service correction must not make them an adult, on any
// channel; staff make that correction with `npm run account:birthdate` after their own check, audited
// with the channel OPERATOR and their reason (docs/decisions/031).

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

const today = todayInJapan();
/** The day `years` years before today in Japan: a member born then turns `years` today. */
const birthdayYearsAgo = (years: number) => `${Number(today.slice(0, 4)) - years}${today.slice(4)}`;
const minor = '2011-12-30';
const otherMinor = birthdayYearsAgo(17);
const adult = '1990-01-01';
const crossedAnswer = { ok: false, error: { code: 'forbidden', messageKey: 'Errors.account.birthdateAdultByInquiry' } };

async function createUser(birthdate: string) {
  const email = `age-line${++userCounter}@example.com`;
  const user = await context.database.db.user.create({ data: { email, emailVerified: new Date(), birthdate: new Date(birthdate) } });
  return { userId: user.id, email };
}

async function stored(userId: string) {
  const user = await context.database.db.user.findUniqueOrThrow({ where: { id: userId } });
  const changes = await context.database.db.birthdateChange.findMany({ where: { userId }, orderBy: { changedAt: 'asc' } });
  return {
    birthdate: user.birthdate?.toISOString().slice(0, 10) ?? null,
    showAdult: user.showAdult,
    changes: changes.map((change) => ({ previous: change.previous?.toISOString().slice(0, 10) ?? null, birthdate: change.birthdate.toISOString().slice(0, 10), channel: change.channel, reason: change.reason })),
  };
}

const parts = (date: string) => ({ year: date.slice(0, 4), month: date.slice(5, 7), day: date.slice(8, 10) });

async function fromSettings(userId: string, date: string) {
  const { updateBirthdateAction } = await import('@/lib/account/actions/update-birthdate');
  signedIn.userId = userId;
  return updateBirthdateAction(parts(date));
}

async function fromPaySteps(userId: string, date: string) {
  const { savePaymentProfileAction } = await import('@/lib/payments/actions/save-payment-profile');
  signedIn.userId = userId;
  return savePaymentProfileAction({ nickname: 'Buyer', ...parts(date), showAdult: 'on' });
}

async function fromApi(userId: string, birthDate: string): Promise<Response> {
  const { loadCurrentUser } = await import('@/lib/auth/session-user');
  const { issueApiTokens } = await import('@/lib/tokens/api-tokens');
  const { newSessionId } = await import('@/lib/auth/revoked-sessions');
  const { POST } = await import('@/app/api/v2/UpdateBirthDate/route');
  const user = await loadCurrentUser(userId);
  if (!user) throw new Error('The test user is missing.');
  const { access_token: token } = await issueApiTokens(user, newSessionId());
  return POST(
    new Request(`${appOrigin}/api/v2/UpdateBirthDate`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ birthDate }),
    }),
  );
}

describe('a correction from under 18 to 18 or over', () => {
  it('is refused on the settings page, even to the day of the 18th birthday, and changes nothing', async () => {
    for (const date of [adult, birthdayYearsAgo(18)]) {
      const { userId } = await createUser(minor);
      expect(await fromSettings(userId, date)).toMatchObject(crossedAnswer);
      expect(await stored(userId)).toEqual({ birthdate: minor, showAdult: false, changes: [] });
    }
  });

  it('is refused on the pay steps (the form that once made the demo minor an adult)', async () => {
    const { userId } = await createUser(minor);
    expect(await fromPaySteps(userId, adult)).toMatchObject(crossedAnswer);
    expect(await stored(userId)).toEqual({ birthdate: minor, showAdult: false, changes: [] });
  });

  it('is refused by UpdateBirthDate with 403 and the message', async () => {
    const { userId } = await createUser(minor);
    const answer = await fromApi(userId, adult);
    expect(answer.status).toBe(403);
    expect(await answer.json()).toEqual({ error: { code: 'forbidden', messageKey: 'Errors.account.birthdateAdultByInquiry' } });
    expect(await stored(userId)).toEqual({ birthdate: minor, showAdult: false, changes: [] });
  });

  it('is refused to any other writer of the member’s own channels', async () => {
    const { changeAgeFields } = await import('@/lib/account/age-fields');
    for (const channel of ['SIGN_UP', 'SETTINGS', 'API', 'PAYMENT'] as const) {
      const { userId } = await createUser(minor);
      await expect(context.database.db.$transaction((tx) => changeAgeFields(tx, userId, { birthdate: adult, showAdult: true }, channel))).rejects.toMatchObject({
        code: 'forbidden',
        messageKey: 'Errors.account.birthdateAdultByInquiry',
      });
      expect((await stored(userId)).birthdate).toBe(minor);
    }
  });

  it('has its message in every language', async () => {
    for (const locale of ['en', 'ja', 'zh']) {
      const messages = (await import(`@/messages/${locale}.json`)) as { Errors: { account: Record<string, string> } };
      expect(messages.Errors.account.birthdateAdultByInquiry, locale).toMatch(/\S{4}/);
    }
  });
});

describe('a correction on the same side of 18', () => {
  it('still works once on each channel, for a minor and for an adult, and from adult to minor', async () => {
    const cases = [
      { from: minor, to: otherMinor, save: (userId: string, date: string) => fromSettings(userId, date), channel: 'SETTINGS' },
      { from: adult, to: '1991-02-02', save: fromSettings, channel: 'SETTINGS' },
      { from: adult, to: minor, save: fromSettings, channel: 'SETTINGS' },
      { from: adult, to: '1992-03-03', save: fromPaySteps, channel: 'PAYMENT' },
      { from: minor, to: otherMinor, save: async (userId: string, date: string) => ({ ok: (await fromApi(userId, date)).ok }), channel: 'API' },
    ];
    for (const { from, to, save, channel } of cases) {
      const { userId } = await createUser(from);
      expect(await save(userId, to), `${from} -> ${to}`).toMatchObject({ ok: true });
      expect((await stored(userId)).changes, `${from} -> ${to}`).toEqual([{ previous: from, birthdate: to, channel, reason: null }]);
      expect(await fromSettings(userId, '1985-05-05')).toMatchObject({ ok: false, error: { code: 'conflict', messageKey: 'Errors.account.birthdateLocked' } });
    }
  });
});

describe('npm run account:birthdate', () => {
  const root = path.resolve(import.meta.dirname, '..', '..', '..');
  const run = async (...args: string[]) => {
    try {
      const { stdout } = await promisify(execFile)(process.execPath, ['--import', 'tsx', path.join(root, 'scripts', 'account-birthdate.ts'), ...args], {
        cwd: root,
        env: { ...process.env, DATABASE_URL: context.database.url, NODE_ENV: 'production' },
      });
      return { code: 0, output: stdout };
    } catch (error) {
      const failed = error as { code: number; stdout: string; stderr: string };
      return { code: failed.code, output: `${failed.stdout}${failed.stderr}` };
    }
  };

  it('makes the correction a minor may not make, with its audit row, even after the member’s one correction', async () => {
    const { userId, email } = await createUser(minor);
    expect(await fromSettings(userId, otherMinor)).toMatchObject({ ok: true });
    const answer = await run(email.toUpperCase(), adult, '--reason', 'Inquiry 1234: passport checked at the desk');
    expect(answer, answer.output).toMatchObject({ code: 0 });
    expect(answer.output).toContain(`from ${otherMinor} to ${adult}`);
    expect(await stored(userId)).toEqual({
      birthdate: adult,
      // The flag stays the member's own choice.
      showAdult: false,
      changes: [
        { previous: minor, birthdate: otherMinor, channel: 'SETTINGS', reason: null },
        { previous: otherMinor, birthdate: adult, channel: 'OPERATOR', reason: 'Inquiry 1234: passport checked at the desk' },
      ],
    });
  }, 60_000);

  it('refuses to run without a reason, with a bad date or for an unknown address, and changes nothing', async () => {
    const { userId, email } = await createUser(minor);
    for (const args of [[email, adult], [email, adult, '--reason', '  '], [email, '1990-02-30', '--reason', 'checked'], [email]]) {
      expect((await run(...args)).code, args.join(' ')).toBe(2);
    }
    const unknown = await run('nobody@example.com', adult, '--reason', 'checked');
    expect(unknown).toMatchObject({ code: 1 });
    expect(unknown.output).toContain('No account has the email address nobody@example.com');
    expect(await stored(userId)).toEqual({ birthdate: minor, showAdult: false, changes: [] });
  }, 60_000);
});
