import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '@/tests/helpers/test-database';

let database: TestDatabase;

beforeAll(async () => {
  database = await createTestDatabase();
  Object.assign(process.env, { DATABASE_URL: database.url });
});

afterAll(async () => {
  await database?.drop();
});

const load = async (userId: string, now?: Date) => (await import('@/lib/auth/session-user')).loadCurrentUser(userId, now);

describe('the current user, read in one query', () => {
  it('reads the profile, the roles valid now, the link and the session version', async () => {
    const now = new Date('2026-11-23T12:00:00Z');
    const user = await database.db.user.create({
      data: {
        email: 'mika@example.com',
        emailVerified: new Date('2026-01-01T00:00:00Z'),
        nickname: 'Mika',
        birthdate: new Date('1990-04-01'),
        showAdult: true,
        termsAcceptedAt: new Date('2026-01-01T00:00:00Z'),
        locale: 'ja',
        sessionVersion: 3,
        roles: {
          create: [
            { role: 'BRONZE', expiresAt: null },
            // One second either side of now: the stored UTC time must be read as UTC.
            { role: 'PLATINUM', expiresAt: new Date(now.getTime() + 1000) },
          ],
        },
        legacyLink: { create: { legacySubject: 'legacy-mika' } },
      },
    });
    expect(await load(user.id, now)).toEqual({
      id: user.id,
      email: 'mika@example.com',
      emailVerified: true,
      nickname: 'Mika',
      birthdate: '1990-04-01',
      showAdult: true,
      roles: ['Platinum', 'Bronze'],
      displayStatus: 'Platinum',
      legacyLinked: true,
      termsAccepted: true,
      locale: 'ja',
      sessionVersion: 3,
      updatedAt: user.updatedAt,
    });
    expect((await load(user.id, new Date(now.getTime() + 2000)))?.roles).toEqual(['Bronze']);
  });

  it('reads a bare account and a missing one', async () => {
    const user = await database.db.user.create({ data: { email: null } });
    expect(await load(user.id)).toMatchObject({
      email: null,
      emailVerified: false,
      nickname: 'Anonymous',
      birthdate: null,
      roles: [],
      displayStatus: null,
      legacyLinked: false,
      termsAccepted: false,
      locale: null,
      sessionVersion: 0,
    });
    expect(await load('no-such-user')).toBeNull();
  });
});
