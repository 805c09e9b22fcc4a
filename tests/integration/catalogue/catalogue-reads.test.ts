import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PrismaClient } from '@/lib/db/client';
import { createTestDatabase, type TestDatabase } from '@/tests/helpers/test-database';
import { emptyCircleListQuery, type CircleListQuery } from '@/lib/catalogue/query-string';

// A small event written by hand, read through the same functions the pages call (the app's database
// client points at this test's database).

type Reads = {
  listCircles: typeof import('@/lib/catalogue/list-circles').listCircles;
  listBooths: typeof import('@/lib/catalogue/list-circles').listBooths;
  findCircleDetail: typeof import('@/lib/catalogue/circle-detail').findCircleDetail;
  memberOverlay: typeof import('@/lib/catalogue/member-overlay').memberOverlay;
};

const adultViewer = { userId: 'reader', mayViewAdult: true };
const minorViewer = { userId: 'reader', mayViewAdult: false };
const query = (change: Partial<CircleListQuery> = {}): CircleListQuery => ({ ...emptyCircleListQuery, ...change });

async function writeEvent(db: PrismaClient) {
  const event = await db.event.create({
    data: { code: 'C999', nameEn: 'Test', nameJa: 'テスト', nameZh: '测试', planValidUntil: new Date('2027-01-01'), monthlyPriceYen: 2000, campaignPriceYen: 1000 },
  });
  const saturday = await db.eventDay.create({ data: { eventId: event.id, dayNumber: 1, date: new Date('2026-12-26') } });
  const sunday = await db.eventDay.create({ data: { eventId: event.id, dayNumber: 2, date: new Date('2026-12-27') } });
  const rect = { mapX: 0, mapY: 0, mapWidth: 1, mapHeight: 1 };
  const east7 = await db.hall.create({ data: { eventId: event.id, area: 'EAST', number: 7, ...rect } });
  const west3 = await db.hall.create({ data: { eventId: event.id, area: 'WEST', number: 3, isCorporate: true, ...rect } });
  const yo = await db.block.create({ data: { hallId: east7.id, name: 'ヨ', sortOrder: 40 } });
  const genre = await db.genre.create({ data: { eventId: event.id, code: 234, nameEn: 'Touhou Project', nameJa: '東方Project', nameZh: '东方Project' } });
  const circle = (wcid: number, name: string, extra: object = {}) =>
    db.circle.create({ data: { eventId: event.id, wcid, circleNumber: wcid, name, genreId: genre.id, author: 'Author', ...extra } });
  const general = await circle(1001, '青空劇場', { nameKana: 'アオゾラゲキジョウ', cashless: true, supplementComment: 'See you there' });
  const adult = await circle(1002, 'Midnight Velvet', { isAdult: true });
  const hidden = await circle(1003, 'Hidden Garden', { wantsPublication: false });
  const place = (circleId: number, dayId: number, spaceNumber: number, side: 'a' | 'b') =>
    db.placement.create({ data: { dayId, blockId: yo.id, spaceNumber, side, circleId, ...rect } });
  await place(general.id, saturday.id, 12, 'a');
  await place(general.id, saturday.id, 12, 'b');
  await place(adult.id, sunday.id, 30, 'a');
  await place(hidden.id, sunday.id, 31, 'a');
  await db.work.create({ data: { circleId: general.id, title: 'Summer Book', isNew: true, priceYen: 500, pages: 24, size: 'B5', sortOrder: 0 } });
  const adultWork = await db.work.create({ data: { circleId: general.id, title: 'Secret Extra', isAdult: true, sortOrder: 1 } });
  await db.image.create({ data: { kind: 4, url: '/images/cover-adult.png', circleId: general.id, workId: adultWork.id } });
  await db.image.create({ data: { kind: 3, url: '/images/promo.png', circleId: general.id } });
  await db.exhibitor.create({
    data: { eventId: event.id, boothNumber: 1, name: 'Kestrel Games', overview: 'Board games', hallId: west3.id, boothCode: '西3-01', ...rect },
  });
  await db.user.create({ data: { id: 'reader', email: 'reader@example.com' } });
  await db.favorite.create({ data: { userId: 'reader', circleId: general.id, color: 3, memo: 'Buy the summer book' } });
  return { general, adult, hidden };
}

describe('catalogue reads', () => {
  let database: TestDatabase;
  let reads: Reads;
  let circles: Awaited<ReturnType<typeof writeEvent>>;

  beforeAll(async () => {
    database = await createTestDatabase();
    circles = await writeEvent(database.db);
    process.env.DATABASE_URL = database.url;
    const [list, detail, overlay] = await Promise.all([import('@/lib/catalogue/list-circles'), import('@/lib/catalogue/circle-detail'), import('@/lib/catalogue/member-overlay')]);
    reads = { listCircles: list.listCircles, listBooths: list.listBooths, findCircleDetail: detail.findCircleDetail, memberOverlay: overlay.memberOverlay };
  });

  afterAll(async () => {
    const { db } = await import('@/lib/db');
    await db.$disconnect();
    await database.drop();
  });

  it('lists published circles in venue order with their spaces in the reader’s language', async () => {
    const result = await reads.listCircles(query(), adultViewer, 'en');
    expect(result.total).toBe(2);
    expect(result.rows.map((row) => row.name)).toEqual(['青空劇場', 'Midnight Velvet']);
    expect(result.rows[0]).toMatchObject({ placements: ['Sat East ヨ(Yo)-12ab'], genre: 'Touhou Project', hasNewWork: true, cashless: true });
    expect(result.rows.map((row) => row.romaji)).toEqual(['Aozoragekijō', '']);
    const ja = await reads.listCircles(query(), adultViewer, 'ja');
    expect(ja.rows[0]).toMatchObject({ placements: ['土 東ヨ-12ab'], genre: '東方Project' });
  });

  it('leaves adult circles out for a reader who may not see them', async () => {
    const result = await reads.listCircles(query(), minorViewer, 'en');
    expect(result.rows.map((row) => row.name)).toEqual(['青空劇場']);
  });

  it('filters by favourites, memo, colour, space, wcid and day', async () => {
    const names = async (change: Partial<CircleListQuery>) => (await reads.listCircles(query(change), adultViewer, 'en')).rows.map((row) => row.name);
    expect(await names({ favorite: true })).toEqual(['青空劇場']);
    expect(await names({ favoriteMemo: 'SUMMER' })).toEqual(['青空劇場']);
    expect(await names({ favoriteColor: [4] })).toEqual([]);
    expect(await names({ space: 30 })).toEqual(['Midnight Velvet']);
    expect(await names({ wcid: 1001 })).toEqual(['青空劇場']);
    expect(await names({ day: 2 })).toEqual(['Midnight Velvet']);
    expect(await names({ keyword: 'aozora' })).toEqual(['青空劇場']);
    expect(await names({ isBooth: true })).toEqual(['Kestrel Games']);
  });

  it('lists booths with their number and localised space', async () => {
    const result = await reads.listBooths({ keyword: 'kestrel', page: 1 }, adultViewer, 'en');
    expect(result.rows).toMatchObject([{ name: 'Kestrel Games', boothNumber: 1, placements: ['West 3-01'], summary: 'Board games' }]);
  });

  it('reads a circle’s details with adult works and their images only for readers who may see them', async () => {
    const full = await reads.findCircleDetail(circles.general.id, adultViewer, 'en');
    expect(full?.works.map((work) => work.title)).toEqual(['Summer Book', 'Secret Extra']);
    expect(full?.images.map((image) => image.url)).toEqual(['/images/cover-adult.png', '/images/promo.png']);
    expect(full?.placements).toEqual([{ text: 'Sat East ヨ(Yo)-12ab', mapHref: '/map#1001/day=Day1/hall=E7' }]);
    expect(full?.nameRomaji).toBe('Aozoragekijō');

    const general = await reads.findCircleDetail(circles.general.id, minorViewer, 'zh');
    expect(general?.works.map((work) => work.title)).toEqual(['Summer Book']);
    expect(general?.images.map((image) => image.url)).toEqual(['/images/promo.png']);
    expect(general?.placements[0]?.text).toBe('周六 东ヨ(Yo)-12ab');
    expect(await reads.findCircleDetail(circles.adult.id, minorViewer, 'en')).toBeNull();
    expect(await reads.findCircleDetail(circles.adult.id, adultViewer, 'en')).not.toBeNull();
    expect(await reads.findCircleDetail(circles.hidden.id, adultViewer, 'en')).toBeNull();
  });

  it('reads a member’s own display settings, colour names and favourites among the given circles at once', async () => {
    const member = await reads.memberOverlay('reader', [circles.general.id, circles.adult.id]);
    expect(member.display).toMatchObject({ showItemNames: true, showMemo: true });
    expect([...member.favorites]).toEqual([[circles.general.id, { color: 3, memo: 'Buy the summer book' }]]);
    expect((await reads.memberOverlay('reader', [circles.adult.id])).favorites.size).toBe(0);
    // The list's images mode travels with the other display settings (off until chosen).
    expect(member.display.showImages).toBe(false);
    await database.db.listDisplaySettings.create({ data: { userId: 'reader', showImages: true } });
    expect((await reads.memberOverlay('reader', [circles.general.id])).display).toMatchObject({ showImages: true, showMemo: true });
  });
});
