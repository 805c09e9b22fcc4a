import { encode } from 'next-auth/jwt';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PrismaClient } from '@/lib/db/client';
import { createTestDatabase, type TestDatabase } from '@/tests/helpers/test-database';

// Issue 15, finding 2: `/cuts/{wcid}` through its route handler, with real session cookies. The cut of an
// adult circle is adult content: only a member who may see adult content gets it, and never from a
// shared cache. Issue 32, item 7: every cut is catalogue content, served by the plan rule of the pages
// that show it (Platinum), so no cut is publicly cacheable.

const secret = 'cut-access-secret-cut-access-secret-0123';
const cookieName = 'authjs.session-token';

async function writeEvent(db: PrismaClient) {
  const event = await db.event.create({
    data: { code: 'C999', nameEn: 'Test', nameJa: 'テスト', nameZh: '测试', planValidUntil: new Date('2027-01-01'), monthlyPriceYen: 2000, campaignPriceYen: 1000 },
  });
  const genre = await db.genre.create({ data: { eventId: event.id, code: 234, nameEn: 'Touhou Project', nameJa: '東方Project', nameZh: '东方Project' } });
  const circle = (wcid: number, isAdult: boolean) => db.circle.create({ data: { eventId: event.id, wcid, circleNumber: wcid, name: `Circle ${wcid}`, genreId: genre.id, isAdult } });
  await circle(2001, false);
  await circle(2002, true);
  const today = new Date();
  const yearsAgo = (years: number) => new Date(Date.UTC(today.getUTCFullYear() - years, 0, 1));
  await db.user.createMany({
    data: [
      { id: 'adult', email: 'adult@example.com', birthdate: yearsAgo(30), showAdult: true },
      { id: 'adult-no-plan', email: 'no-plan@example.com', birthdate: yearsAgo(30), showAdult: true },
      { id: 'hides-adult', email: 'hides@example.com', birthdate: yearsAgo(30), showAdult: false },
      { id: 'minor', email: 'minor@example.com', birthdate: yearsAgo(15), showAdult: true },
    ],
  });
  await db.userRole.createMany({ data: ['adult', 'hides-adult', 'minor'].map((userId) => ({ userId, role: 'PLATINUM' as const })) });
}

async function cookieOf(userId: string): Promise<string> {
  const token = await encode({ token: { sub: userId, sv: 0, sid: `cut-test-${userId}` }, secret, salt: cookieName });
  return `${cookieName}=${token}`;
}

describe('the cut route and adult circles', () => {
  let database: TestDatabase;
  let get: typeof import('@/app/cuts/[wcid]/route').GET;

  beforeAll(async () => {
    database = await createTestDatabase();
    await writeEvent(database.db);
    Object.assign(process.env, { DATABASE_URL: database.url, APP_ORIGIN: 'http://localhost:3000', AUTH_SECRET: secret });
    get = (await import('@/app/cuts/[wcid]/route')).GET;
  });

  afterAll(async () => {
    const { db } = await import('@/lib/db');
    await db.$disconnect();
    await database.drop();
  });

  const fetchCut = (path: string, cookie?: string) =>
    get(new Request(`http://localhost:3000${path}`, { headers: cookie ? { cookie } : {} }), { params: Promise.resolve({ wcid: path.split('/')[2]?.split('?')[0] ?? '' }) });

  it('serves a general cut to a Platinum member, privately and varying by cookie', async () => {
    const response = await fetchCut('/cuts/2001', await cookieOf('adult'));
    expect(response.status).toBe(200);
    expect(response.headers.get('Cache-Control')).toMatch(/^private,/);
    expect(response.headers.get('Vary')).toMatch(/cookie/i);
    expect(await response.text()).toContain('<svg');
  });

  it('answers 404 for a general cut to a visitor and to a member without the plan, as the pages that show it refuse them', async () => {
    for (const cookie of [undefined, await cookieOf('adult-no-plan'), `${cookieName}=forged`]) {
      for (const path of ['/cuts/2001', '/cuts/2001?v=abc']) {
        const response = await fetchCut(path, cookie);
        expect(response.status).toBe(404);
        expect(response.headers.get('Content-Type')).not.toContain('image/');
        expect(response.headers.get('Cache-Control')).not.toMatch(/public/);
      }
    }
  });

  it('answers 404 with no image for an adult cut to a visitor, an under-18 member and a member who hides adult content', async () => {
    for (const cookie of [undefined, await cookieOf('minor'), await cookieOf('hides-adult'), await cookieOf('adult-no-plan'), `${cookieName}=forged`]) {
      for (const path of ['/cuts/2002', '/cuts/2002?v=abc']) {
        const response = await fetchCut(path, cookie);
        expect(response.status).toBe(404);
        expect(response.headers.get('Content-Type')).not.toContain('image/');
        expect(await response.text()).not.toContain('<svg');
      }
    }
  });

  it('serves an adult cut to an adult member who shows adult content, privately and varying by cookie', async () => {
    const cookie = await cookieOf('adult');
    const response = await fetchCut('/cuts/2002', cookie);
    expect(response.status).toBe(200);
    expect(response.headers.get('Content-Type')).toContain('image/svg+xml');
    expect(response.headers.get('Cache-Control')).toMatch(/^private,/);
    expect(response.headers.get('Vary')).toMatch(/cookie/i);
    const etag = response.headers.get('ETag') ?? '';
    const revalidated = await get(new Request('http://localhost:3000/cuts/2002', { headers: { cookie, 'If-None-Match': etag } }), { params: Promise.resolve({ wcid: '2002' }) });
    expect(revalidated.status).toBe(304);
    expect(revalidated.headers.get('Cache-Control')).toMatch(/^private,/);
  });

  it('does not answer a revalidation of an adult cut to a visitor who guessed its ETag', async () => {
    const adult = await fetchCut('/cuts/2002', await cookieOf('adult'));
    const etag = adult.headers.get('ETag') ?? '';
    const response = await get(new Request('http://localhost:3000/cuts/2002', { headers: { 'If-None-Match': etag } }), { params: Promise.resolve({ wcid: '2002' }) });
    expect(response.status).toBe(404);
  });
});
