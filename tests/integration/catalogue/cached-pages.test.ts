import { createTranslator } from 'next-intl';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { favoriteHoles, fillRows } from '@/components/catalogue/result-rows-html';
import { createPrismaClient, type PrismaClient } from '@/lib/db/client';
import { emptyCircleListQuery, type CircleListQuery } from '@/lib/catalogue/query-string';
import { createTestDatabase, type TestDatabase } from '@/tests/helpers/test-database';
import en from '@/messages/en.json';
import ja from '@/messages/ja.json';
import zh from '@/messages/zh.json';

// The catalogue pages' shared part comes from one cache per process; these tests read it through the
// functions the pages call, against a real database whose every query is counted.

vi.mock('next-intl/server', () => ({
  getTranslations: async ({ locale, namespace }: { locale: 'en' | 'ja' | 'zh'; namespace: string }) =>
    createTranslator({ locale, messages: { en, ja, zh }[locale], namespace: namespace as 'CircleList' }),
}));

const adult = { userId: 'grown-up', mayViewAdult: true };
const general = { userId: 'minor', mayViewAdult: false };
const query = (change: Partial<CircleListQuery> = {}): CircleListQuery => ({ ...emptyCircleListQuery, ...change });

async function writeEvent(db: PrismaClient) {
  const event = await db.event.create({
    data: { code: 'C999', nameEn: 'Test', nameJa: 'テスト', nameZh: '测试', planValidUntil: new Date('2027-01-01'), monthlyPriceYen: 2000, campaignPriceYen: 1000 },
  });
  const day = await db.eventDay.create({ data: { eventId: event.id, dayNumber: 1, date: new Date('2026-12-26') } });
  const rect = { mapX: 0, mapY: 0, mapWidth: 1, mapHeight: 1 };
  const hall = await db.hall.create({ data: { eventId: event.id, area: 'EAST', number: 7, ...rect } });
  const corporate = await db.hall.create({ data: { eventId: event.id, area: 'WEST', number: 3, isCorporate: true, ...rect } });
  const block = await db.block.create({ data: { hallId: hall.id, name: 'ヨ', sortOrder: 40 } });
  const genre = await db.genre.create({ data: { eventId: event.id, code: 234, nameEn: 'Touhou Project', nameJa: '東方Project', nameZh: '东方Project' } });
  const circle = (wcid: number, name: string, isAdult: boolean) =>
    db.circle.create({ data: { eventId: event.id, wcid, circleNumber: wcid, name, genreId: genre.id, author: 'Author', isAdult } });
  const open = await circle(2001, 'Blue Sky Theatre', false);
  const closed = await circle(2002, 'Midnight Velvet', true);
  for (const [index, id] of [open.id, closed.id].entries()) await db.placement.create({ data: { dayId: day.id, blockId: block.id, spaceNumber: index + 1, side: 'a', circleId: id, ...rect } });
  await db.work.create({ data: { circleId: open.id, title: 'Summer Book', sortOrder: 0 } });
  await db.work.create({ data: { circleId: open.id, title: 'Secret Extra', isAdult: true, sortOrder: 1 } });
  const booth = await db.exhibitor.create({ data: { eventId: event.id, boothNumber: 1, name: 'Kestrel Games', overview: 'Board games', hallId: corporate.id, boothCode: '西3-01', ...rect } });
  for (const user of [adult, general]) await db.user.create({ data: { id: user.userId, email: `${user.userId}@example.com` } });
  await db.favorite.create({ data: { userId: adult.userId, circleId: open.id, color: 3, memo: 'Buy the summer book' } });
  await db.favorite.create({ data: { userId: general.userId, circleId: open.id, color: 5, memo: 'Ask about the poster' } });
  await db.colorLabel.create({ data: { userId: general.userId, color: 5, label: 'Must buy' } });
  return { open, closed, booth };
}

type Modules = {
  shared: typeof import('@/components/catalogue/shared-list');
  overlay: typeof import('@/lib/catalogue/member-overlay');
  circle: typeof import('@/lib/catalogue/circle-detail');
  booth: typeof import('@/lib/catalogue/booth-detail');
  pages: typeof import('@/lib/catalogue/page-cache');
  index: typeof import('@/lib/catalogue/catalogue-index-instance');
};

describe('cached catalogue pages', () => {
  let database: TestDatabase;
  let rows: Awaited<ReturnType<typeof writeEvent>>;
  let m: Modules;
  let queries = 0;

  const names = async (viewer: typeof adult, change: Partial<CircleListQuery> = {}, locale: 'en' | 'ja' = 'en') => {
    const list = await m.shared.sharedCircleList(query(change), viewer, locale);
    return list.rowsFor({ showAuthor: true, showGenre: true, showSpace: true, showImages: false }).parts.map((part) => part.__html).join('');
  };

  beforeAll(async () => {
    database = await createTestDatabase();
    rows = await writeEvent(database.db);
    process.env.DATABASE_URL = database.url;
    process.env.CATALOGUE_REFRESH_SECONDS = '1';
    // The app's client (lib/db.ts takes the one on globalThis), counting every statement it sends.
    const counted = createPrismaClient(database.url, 4).$extends({
      query: {
        async $allOperations({ args, query: run }) {
          queries += 1;
          return run(args);
        },
      },
    });
    (globalThis as { prisma?: unknown }).prisma = counted;
    m = {
      shared: await import('@/components/catalogue/shared-list'),
      overlay: await import('@/lib/catalogue/member-overlay'),
      circle: await import('@/lib/catalogue/circle-detail'),
      booth: await import('@/lib/catalogue/booth-detail'),
      pages: await import('@/lib/catalogue/page-cache'),
      index: await import('@/lib/catalogue/catalogue-index-instance'),
    };
    await m.index.getCatalogueIndex();
  });

  afterAll(async () => {
    const { db } = await import('@/lib/db');
    await db.$disconnect();
    await database.drop();
  });

  // Adult circles must never reach a viewer who may not see them, whichever kind of viewer came first.
  it('never gives the circle list made for one kind of viewer to the other', async () => {
    m.pages.cataloguePages().clear();
    expect(await names(adult)).toContain('Midnight Velvet');
    expect(await names(general)).not.toContain('Midnight Velvet');
    m.pages.cataloguePages().clear();
    expect(await names(general)).not.toContain('Midnight Velvet');
    expect(await names(adult)).toContain('Midnight Velvet');
    expect(await names(general, { keyword: 'midnight' })).not.toContain('Midnight Velvet');
  });

  it('never gives the circle detail made for one kind of viewer to the other', async () => {
    m.pages.cataloguePages().clear();
    const forAdult = await m.circle.cachedCircleDetail(rows.open.id, adult, 'en');
    const forGeneral = await m.circle.cachedCircleDetail(rows.open.id, general, 'en');
    expect(forAdult?.works.map((work) => work.title)).toEqual(['Summer Book', 'Secret Extra']);
    expect(forGeneral?.works.map((work) => work.title)).toEqual(['Summer Book']);
    // The page title reads the same entry: no name of a circle the page hides.
    expect((await m.circle.cachedCircleDetail(rows.closed.id, adult, 'en'))?.name).toBe('Midnight Velvet');
    expect(await m.circle.cachedCircleDetail(rows.closed.id, general, 'en')).toBeNull();
    m.pages.cataloguePages().clear();
    expect(await m.circle.cachedCircleDetail(rows.closed.id, general, 'en')).toBeNull();
    expect(await m.circle.cachedCircleDetail(rows.closed.id, adult, 'en')).not.toBeNull();
  });

  it('keeps the booth list and booth details of each kind of viewer apart as well', async () => {
    m.pages.cataloguePages().clear();
    const adultList = await m.shared.sharedBoothList({ keyword: '', page: 1 }, adult, 'en');
    const generalList = await m.shared.sharedBoothList({ keyword: '', page: 1 }, general, 'en');
    expect(generalList).not.toBe(adultList);
    const generalBooth = await m.booth.cachedBoothDetail(rows.booth.id, general, 'en');
    expect(generalBooth?.name).toBe('Kestrel Games');
    expect(await m.booth.cachedBoothDetail(rows.booth.id, adult, 'en')).not.toBe(generalBooth);
    expect(m.pages.cataloguePages().size).toBe(4);
  });

  it('makes a page once for every member of a kind and language, and reads only the member’s own state per request', async () => {
    m.pages.cataloguePages().clear();
    // The index's own check of the catalogue version runs at most once per interval, not per request.
    await (globalThis as { catalogueIndex?: { refresh(): Promise<unknown> } }).catalogueIndex?.refresh();
    await names(general);
    queries = 0;
    const list = await m.shared.sharedCircleList(query(), general, 'en');
    expect(queries).toBe(0);
    const member = await m.overlay.memberOverlay(general.userId, list.circleIds);
    expect(queries).toBe(1);
    expect(member.favorites.get(rows.open.id)?.color).toBe(5);
    expect(await names(general, {}, 'ja')).toContain('<dd>東方Project</dd>');
  });

  it('shows each member their own colours and memos over the same page', async () => {
    const list = await m.shared.sharedCircleList(query(), adult, 'en');
    const seen = async (userId: string) => {
      const member = await m.overlay.memberOverlay(userId, list.circleIds);
      const fill = favoriteHoles({ memo: 'Memo', favoriteMark: (color) => `colour ${member.colorLabels.get(color) ?? color}` }, member.display.showMemo);
      return fillRows(list.rowsFor(member.display), (hole) => fill(hole, member.favorites.get(hole.circleId))).__html;
    };
    const grownUp = await seen(adult.userId);
    expect(grownUp).toContain('<dd>Buy the summer book</dd>');
    expect(grownUp).toContain('aria-label="colour 3"');
    expect(grownUp).not.toContain('Ask about the poster');
    const minor = await seen(general.userId);
    expect(minor).toContain('<dd>Ask about the poster</dd>');
    expect(minor).toContain('aria-label="colour Must buy"');
    // A member's edit shows on their next load: their state is never cached.
    await database.db.favorite.update({ where: { userId_circleId: { userId: general.userId, circleId: rows.open.id } }, data: { memo: 'Changed my mind' } });
    expect(await seen(general.userId)).toContain('<dd>Changed my mind</dd>');
  });

  it('brings a catalogue edit to the cached pages within the refresh interval', async () => {
    expect(await names(adult)).toContain('Blue Sky Theatre');
    expect((await m.circle.cachedCircleDetail(rows.open.id, adult, 'en'))?.name).toBe('Blue Sky Theatre');
    const edited = Date.now();
    await database.db.circle.update({ where: { id: rows.open.id }, data: { name: 'Clear Sky Theatre', updatedAt: new Date() } });
    // The interval is one second here; each load after it starts a check, as the pages' loads do.
    await expect
      .poll(async () => ((await names(adult)).includes('Clear Sky Theatre') ? Date.now() - edited : null), { timeout: 5_000, interval: 100 })
      .toBeLessThan(2_500);
    expect((await m.circle.cachedCircleDetail(rows.open.id, adult, 'en'))?.name).toBe('Clear Sky Theatre');
    expect(await names(general)).toContain('Clear Sky Theatre');
  });
});
