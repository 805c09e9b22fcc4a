import { encode } from 'next-auth/jwt';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { SnapshotManifest } from '@/lib/offline-search/snapshot-manifest';
import { createTestDatabase, type TestDatabase } from '@/tests/helpers/test-database';
import { writeSmallEvent } from '@/tests/support/small-event';
import { signedIn } from '@/tests/support/signed-in-member';

// Issue 32, finding 1, end to end below the browser: an under-18 Platinum member whose one birthdate
// correction is spent posts the pay steps' profile form with an adult birthdate and the adult flag. The
// action must refuse, and the adult cut and the adult offline catalogue must stay out of reach.

const secret = 'minor-adult-secret-minor-adult-secret-01';
const cookieName = 'authjs.session-token';
const origin = 'http://localhost:3000';
const adultWcid = 103;

vi.mock('@/lib/auth/current-user', () => import('@/tests/support/signed-in-member'));

async function cookieOf(userId: string): Promise<string> {
  const token = await encode({ token: { sub: userId, sv: 0, sid: `minor-adult-${userId}` }, secret, salt: cookieName });
  return `${cookieName}=${token}`;
}

describe('a minor on the pay steps', () => {
  let database: TestDatabase;
  const today = new Date();
  const yearsAgo = (years: number) => new Date(Date.UTC(today.getUTCFullYear() - years, 0, 1));

  beforeAll(async () => {
    database = await createTestDatabase();
    await writeSmallEvent(database.db);
    const platinum = { roles: { create: [{ role: 'PLATINUM' as const }] } };
    for (const id of ['spent', 'unspent']) {
      await database.db.user.create({ data: { id, email: `${id}@example.com`, birthdate: yearsAgo(15), showAdult: false, ...platinum } });
    }
    // The spent one corrected its birthdate once already (from one minor's date to another).
    await database.db.birthdateChange.create({ data: { userId: 'spent', previous: yearsAgo(16), birthdate: yearsAgo(15), channel: 'SETTINGS' } });
    Object.assign(process.env, { DATABASE_URL: database.url, APP_ORIGIN: origin, AUTH_SECRET: secret, EVENT: 'C999', CATALOGUE_REFRESH_SECONDS: '0' });
  });

  afterAll(async () => {
    const { db } = await import('@/lib/db');
    await db.$disconnect();
    await database.drop();
  });

  async function postPayProfile(userId: string) {
    const { savePaymentProfileAction } = await import('@/lib/payments/actions/save-payment-profile');
    signedIn.userId = userId;
    const adult = yearsAgo(30);
    return savePaymentProfileAction({ nickname: 'Grown up', year: String(adult.getUTCFullYear()), month: '1', day: '1', showAdult: 'on' });
  }

  async function adultCutStatus(userId: string): Promise<number> {
    const { GET } = await import('@/app/cuts/[wcid]/route');
    const response = await GET(new Request(`${origin}/cuts/${adultWcid}`, { headers: { cookie: await cookieOf(userId) } }), { params: Promise.resolve({ wcid: String(adultWcid) }) });
    return response.status;
  }

  /** The offline catalogue's variant the member is handed, or the refusal's status. */
  async function offlineVariant(userId: string): Promise<string | number> {
    const { GET } = await import('@/app/api/offline/catalogue/route');
    const response = await GET(new Request(`${origin}/api/offline/catalogue`, { headers: { cookie: await cookieOf(userId) } }));
    return response.ok ? ((await response.json()) as SnapshotManifest).variant : response.status;
  }

  it('is refused once the one correction is spent, and sees neither the adult cut nor the adult catalogue', async () => {
    expect(await postPayProfile('spent')).toMatchObject({ ok: false, error: { code: 'conflict', messageKey: 'Errors.account.birthdateLocked' } });
    const user = await database.db.user.findUniqueOrThrow({ where: { id: 'spent' } });
    expect(user).toMatchObject({ birthdate: yearsAgo(15), showAdult: false });
    expect(await adultCutStatus('spent')).toBe(404);
    // A known minor is refused the catalogue itself, so neither variant is downloaded.
    expect(await offlineVariant('spent')).toBe(403);
  });

  it('is refused with the correction still unused too: crossing 18 is not self-service (issue 47)', async () => {
    expect(await postPayProfile('unspent')).toMatchObject({ ok: false, error: { code: 'forbidden', messageKey: 'Errors.account.birthdateAdultByInquiry' } });
    expect(await database.db.birthdateChange.count({ where: { userId: 'unspent' } })).toBe(0);
    expect(await adultCutStatus('unspent')).toBe(404);
    expect(await offlineVariant('unspent')).toBe(403);
  });

  it('sees both once staff corrected the birthdate and the member turned the flag on (the rules above are what keeps them out)', async () => {
    const { changeBirthdateByStaff } = await import('@/lib/account/staff-birthdate');
    const adult = yearsAgo(30).toISOString().slice(0, 10);
    await changeBirthdateByStaff(database.db, { email: 'unspent@example.com', birthdate: adult, reason: 'checked' });
    expect(await postPayProfile('unspent')).toMatchObject({ ok: true });
    expect(await database.db.birthdateChange.findMany({ where: { userId: 'unspent' }, select: { channel: true } })).toEqual([{ channel: 'OPERATOR' }]);
    expect(await adultCutStatus('unspent')).toBe(200);
    expect(await offlineVariant('unspent')).toBe('adult');
  });
});
