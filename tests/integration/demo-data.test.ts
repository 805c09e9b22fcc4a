import { encode } from 'next-auth/jwt';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verifyPassword } from '@/lib/auth/password';
import { demoAccounts } from '@/lib/demo-data/demo-accounts';
import { generateDemoEvent } from '@/lib/demo-data/generate-demo-event';
import { DemoEventExistsError, hasDemoEvent, seedDemoEvent, type SeedDemoEventResult } from '@/lib/demo-data/seed-demo-event';
import { createTestDatabase, type TestDatabase } from '@/tests/helpers/test-database';

type Count = { n: number };

describe('seeding the demo event into PostgreSQL', () => {
  let database: TestDatabase;
  let seeded: SeedDemoEventResult;
  const count = async (sql: string) => (await database.db.$queryRawUnsafe<Count[]>(sql))[0]?.n ?? -1;

  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(async () => {
    const { db } = await import('@/lib/db');
    await db.$disconnect();
    await database.drop();
  });

  it('seeds the full event at scale 1 in well under a minute', async () => {
    expect(await hasDemoEvent(database.url)).toBe(false);
    seeded = await seedDemoEvent(database.url, { seed: 1, scale: 1 });
    console.log(
      `Seeded scale 1 in ${seeded.ms} ms: ${seeded.circles} circles, ${seeded.placements} placements, ` +
        `${seeded.works} works, ${seeded.exhibitors} exhibitors, ${seeded.genres} genres`,
    );
    expect(await hasDemoEvent(database.url)).toBe(true);
    expect(seeded.ms).toBeLessThan(60_000);
  }, 120_000);

  it('stores what the generator counted, at full scale', async () => {
    const placements = await count('SELECT count(*)::int AS n FROM "Placement" WHERE "circleId" IS NOT NULL');
    expect(placements).toBe(seeded.placements);
    expect(placements).toBeGreaterThanOrEqual(28_000);
    expect(await count('SELECT min(c)::int AS n FROM (SELECT count(*) AS c FROM "Placement" GROUP BY "dayId") AS days')).toBeGreaterThanOrEqual(14_000);
    expect(await count('SELECT count(*)::int AS n FROM "Circle"')).toBe(seeded.circles);
    expect(seeded.circles).toBeGreaterThanOrEqual(24_000);
    expect(await count('SELECT count(*)::int AS n FROM "Work"')).toBe(seeded.works);
    const exhibitors = await count('SELECT count(*)::int AS n FROM "Exhibitor" e JOIN "Hall" h ON h.id = e."hallId" WHERE h."isCorporate"');
    expect(exhibitors).toBe(seeded.exhibitors);
    expect(exhibitors).toBeGreaterThanOrEqual(120);
    expect(await count(`SELECT count(*)::int AS n FROM "Genre" WHERE "nameEn" <> '' AND "nameJa" <> '' AND "nameZh" <> ''`)).toBe(seeded.genres);
  });

  it('gives every circle a cut and every booth a company cut', async () => {
    expect(await count(`SELECT count(DISTINCT "circleId")::int AS n FROM "Image" WHERE kind = 2 AND url = '/cuts/' || (SELECT wcid FROM "Circle" c WHERE c.id = "circleId")`)).toBe(seeded.circles);
    expect(await count(`SELECT count(*)::int AS n FROM "Image" WHERE kind = 5 AND url = '/cuts/booth-' || "exhibitorId"`)).toBe(seeded.exhibitors);
  });

  it('brings menus, covers and banners through images.csv, drawn on request rather than converted', async () => {
    const menus = await count(`SELECT count(DISTINCT "circleId")::int AS n FROM "CatalogueImage" WHERE kind = 'MENU'`);
    expect(menus).toBeGreaterThan(seeded.circles * 0.3);
    expect(menus).toBeLessThan(seeded.circles * 0.5);
    expect(await count(`SELECT count(*)::int AS n FROM "CatalogueImage" WHERE kind = 'COVER' AND "workId" IS NOT NULL`)).toBeGreaterThan(seeded.works * 0.1);
    expect(await count(`SELECT count(*)::int AS n FROM "CatalogueImage" WHERE kind = 'BANNER' AND "exhibitorId" IS NOT NULL`)).toBeGreaterThan(seeded.exhibitors * 0.3);
    expect(await count(`SELECT count(*)::int AS n FROM "CatalogueImage" WHERE "storageKey" NOT LIKE 'drawn/%' OR "altEn" = ''`)).toBe(0);
  });

  it('puts both spaces of a two-space circle on one desk, and leaves unselected circles off the floor', async () => {
    const twoSpace = await database.db.$queryRawUnsafe<{ circles: number; adjacent: number }[]>(`
      SELECT count(*)::int AS circles,
             count(*) FILTER (WHERE min_day = max_day AND min_block = max_block AND min_no = max_no AND sides = 'ab')::int AS adjacent
      FROM (SELECT min("dayId") AS min_day, max("dayId") AS max_day, min("blockId") AS min_block, max("blockId") AS max_block,
                   min("spaceNumber") AS min_no, max("spaceNumber") AS max_no, string_agg(side::text, '' ORDER BY side) AS sides
            FROM "Placement" GROUP BY "circleId" HAVING count(*) = 2) AS pairs`);
    expect(twoSpace[0]?.circles).toBeGreaterThan(seeded.circles * 0.06);
    expect(twoSpace[0]?.adjacent).toBe(twoSpace[0]?.circles);
    expect(await count(`SELECT count(*)::int AS n FROM "Circle" c WHERE (c."lotteryStatus" = 'NOT_SELECTED' OR NOT c."wantsPublication")
      AND EXISTS (SELECT 1 FROM "Placement" p WHERE p."circleId" = c.id)`)).toBe(0);
    expect(await count(`SELECT count(*)::int AS n FROM "Circle" WHERE "lotteryStatus" = 'NOT_SELECTED'`)).toBeGreaterThan(0);
  });

  it('writes the demo accounts with the shared password', async () => {
    const users = await database.db.user.findMany({ include: { roles: true, legacyLink: true, favorites: true, colorLabels: true, subscriptions: true, payments: true } });
    expect(users.map((user) => user.email).sort()).toEqual(demoAccounts.map((account) => account.email).sort());
    const platinum = users.find((user) => user.email === 'platinum@demo.example');
    expect(platinum?.roles).toEqual([expect.objectContaining({ role: 'PLATINUM', source: 'demo' })]);
    expect(platinum?.showAdult).toBe(true);
    expect(platinum?.legacyLink).not.toBeNull();
    expect(new Set(platinum?.favorites.map((favorite) => favorite.color)).size).toBeGreaterThanOrEqual(5);
    expect(platinum?.colorLabels.length).toBeGreaterThanOrEqual(3);
    expect(platinum?.subscriptions.map((subscription) => subscription.status)).toEqual(['ACTIVE']);
    expect(platinum?.payments.map((payment) => [payment.status, payment.amountYen])).toEqual([['PAID', 1000]]);
    expect(await verifyPassword(platinum?.passwordHash ?? '', 'demo-password')).toBe(true);
    expect(await verifyPassword(platinum?.passwordHash ?? '', 'wrong')).toBe(false);
    const member = users.find((user) => user.email === 'member@demo.example');
    expect(member?.roles).toEqual([]);
    const minor = users.find((user) => user.email === 'minor@demo.example');
    expect(minor?.birthdate?.toISOString().slice(0, 10)).toBe('2011-12-30');
  });

  it('serves a circle cut as SVG to the Platinum demo member, with 304 for a current copy and 404 for unknown ids', async () => {
    const secret = 'demo-data-cut-secret-demo-data-cut-secret';
    Object.assign(process.env, { DATABASE_URL: database.url, APP_ORIGIN: 'http://localhost', AUTH_SECRET: secret });
    const { GET } = await import('@/app/cuts/[wcid]/route');
    const circle = await database.db.circle.findFirstOrThrow({ where: { placements: { some: {} } }, orderBy: { circleNumber: 'asc' } });
    const member = await database.db.user.findUniqueOrThrow({ where: { email: 'platinum@demo.example' } });
    const cookieName = 'authjs.session-token';
    const token = await encode({ token: { sub: member.id, sv: member.sessionVersion, sid: 'demo-data-cut' }, secret, salt: cookieName });
    const get = (segment: string, headers: Record<string, string> = {}) =>
      GET(new Request(`http://localhost/cuts/${segment}`, { headers: { cookie: `${cookieName}=${token}`, ...headers } }), { params: Promise.resolve({ wcid: segment }) });
    const response = await get(String(circle.wcid));
    expect(response.status).toBe(200);
    expect(response.headers.get('Content-Type')).toContain('image/svg+xml');
    expect(response.headers.get('Cache-Control')).toContain('max-age=');
    const svg = await response.text();
    expect(svg).toContain(circle.name.replace(/&/g, '&amp;'));
    expect(svg).toMatch(/[東西南].-\d{2}/);
    const etag = response.headers.get('ETag') ?? '';
    expect((await get(String(circle.wcid), { 'If-None-Match': etag })).status).toBe(304);
    expect((await get('1')).status).toBe(404);
    expect((await get('not-a-cut')).status).toBe(404);
    const booth = await database.db.exhibitor.findFirstOrThrow();
    expect((await get(`booth-${booth.id}`)).status).toBe(200);
  });

  it('refuses to seed the event a second time without replace', async () => {
    await expect(seedDemoEvent(database.url, { seed: 1, scale: 1 })).rejects.toBeInstanceOf(DemoEventExistsError);
    expect(await count('SELECT count(*)::int AS n FROM "Circle"')).toBe(seeded.circles);
  }, 60_000);

  it('leaves the old event untouched when a replacement fails half way', async () => {
    // A circle of another event holding a web catalogue id that seed 2 will use makes the Circle insert fail
    // after the old event is already deleted inside the transaction.
    const clash = generateDemoEvent({ seed: 2 }).circles[500]?.wcid ?? 0;
    const other = await database.db.event.create({
      data: { code: 'OTHER', nameEn: 'Other', nameJa: '別', nameZh: '别', planValidUntil: new Date(), monthlyPriceYen: 0, campaignPriceYen: 0 },
    });
    const genre = await database.db.genre.create({ data: { eventId: other.id, code: 1, nameEn: 'x', nameJa: 'x', nameZh: 'x' } });
    await database.db.circle.create({ data: { eventId: other.id, wcid: clash, circleNumber: 1, name: 'Clash', genreId: genre.id } });

    await expect(seedDemoEvent(database.url, { seed: 2, scale: 1, replace: true })).rejects.toThrow();
    expect(await count(`SELECT count(*)::int AS n FROM "Circle" c JOIN "Event" e ON e.id = c."eventId" WHERE e.code = 'C999'`)).toBe(seeded.circles);
    expect(await count('SELECT count(*)::int AS n FROM "User"')).toBe(demoAccounts.length);

    await database.db.event.delete({ where: { id: other.id } }).catch(async () => {
      await database.db.circle.deleteMany({ where: { eventId: other.id } });
      await database.db.event.delete({ where: { id: other.id } });
    });
  }, 120_000);

  it('replaces the event when asked to', async () => {
    const before = await database.db.circle.findFirstOrThrow({ where: { circleNumber: 1 }, select: { name: true, wcid: true } });
    const replaced = await seedDemoEvent(database.url, { seed: 2, scale: 1, replace: true });
    expect(await count(`SELECT count(*)::int AS n FROM "Event"`)).toBe(1);
    expect(await count('SELECT count(*)::int AS n FROM "Circle"')).toBe(replaced.circles);
    const after = await database.db.circle.findFirstOrThrow({ where: { circleNumber: 1 }, select: { name: true, wcid: true } });
    expect(after).not.toEqual(before);
    expect(await count('SELECT count(*)::int AS n FROM "Favorite"')).toBeGreaterThan(0);
  }, 120_000);
});
