import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PrismaClient } from '@/lib/db/client';
import { loadEventDayBundle } from '@/lib/offline/server/event-day-bundle';
import { syncFavoriteChanges } from '@/lib/offline/server/sync-favorites';
import { createTestDatabase, type TestDatabase } from '@/tests/helpers/test-database';

// The offline sync on a real PostgreSQL: the per-field merge with the edit times stored on the rows.

const at = (minute: number) => new Date(Date.UTC(2026, 11, 30, 9, minute));
const now = at(59);

async function writeEvent(db: PrismaClient) {
  const event = await db.event.create({
    data: { code: 'C999', nameEn: 'Test', nameJa: 'テスト', nameZh: '测试', planValidUntil: new Date('2027-01-01'), monthlyPriceYen: 2000, campaignPriceYen: 1000 },
  });
  const day1 = await db.eventDay.create({ data: { eventId: event.id, dayNumber: 1, date: new Date('2026-12-30') } });
  const day2 = await db.eventDay.create({ data: { eventId: event.id, dayNumber: 2, date: new Date('2026-12-31') } });
  const rect = { mapX: 0, mapY: 0, mapWidth: 1, mapHeight: 1 };
  const hall = await db.hall.create({ data: { eventId: event.id, area: 'EAST', number: 7, ...rect } });
  const block = await db.block.create({ data: { hallId: hall.id, name: 'ヨ', sortOrder: 1 } });
  const genre = await db.genre.create({ data: { eventId: event.id, code: 234, nameEn: 'Touhou Project', nameJa: '東方Project', nameZh: '东方Project' } });
  const circle = (wcid: number, extra: object = {}) => db.circle.create({ data: { eventId: event.id, wcid, circleNumber: wcid, name: `Circle ${wcid}`, genreId: genre.id, ...extra } });
  const [first, second, third, hidden] = await Promise.all([circle(101), circle(102), circle(103), circle(104, { wantsPublication: false })]);
  if (!first || !second || !third || !hidden) throw new Error('circles');
  await db.placement.create({ data: { dayId: day1.id, blockId: block.id, spaceNumber: 1, side: 'a', circleId: first.id, ...rect } });
  await db.placement.create({ data: { dayId: day2.id, blockId: block.id, spaceNumber: 2, side: 'a', circleId: second.id, ...rect } });
  await db.placement.create({ data: { dayId: day2.id, blockId: block.id, spaceNumber: 3, side: 'a', circleId: third.id, ...rect } });
  await db.user.createMany({ data: [{ id: 'me', email: 'me@example.com' }, { id: 'other', email: 'other@example.com' }] });
  return { first: first.id, second: second.id, third: third.id, hidden: hidden.id };
}

describe('syncing favourites edited offline', () => {
  let database: TestDatabase;
  let circles: Awaited<ReturnType<typeof writeEvent>>;
  const row = (userId: string, circleId: number) => database.db.favorite.findUnique({ where: { userId_circleId: { userId, circleId } } });

  beforeAll(async () => {
    database = await createTestDatabase();
    circles = await writeEvent(database.db);
  });

  afterAll(async () => {
    await database.drop();
  });

  it('keeps the later edit of each field and reports the fields that lost', async () => {
    await database.db.favorite.create({ data: { userId: 'me', circleId: circles.first, color: 3, memo: 'from the laptop', colorUpdatedAt: at(10), memoUpdatedAt: at(30) } });
    const result = await syncFavoriteChanges(
      database.db,
      'me',
      [{ circleId: circles.first, color: { value: 7, editedAt: at(20).getTime() }, memo: { value: 'from the phone', editedAt: at(20).getTime() } }],
      now,
    );
    expect(result.conflicts).toEqual([{ circleId: circles.first, field: 'memo' }]);
    expect(result.favorites).toEqual([{ circleId: circles.first, color: 7, memo: 'from the laptop', colorUpdatedAt: at(20).getTime(), memoUpdatedAt: at(30).getTime() }]);
    expect(await row('me', circles.first)).toMatchObject({ color: 7, memo: 'from the laptop', colorUpdatedAt: at(20), memoUpdatedAt: at(30) });
  });

  it('writes the newer memo and leaves the colour edited later elsewhere', async () => {
    await database.db.favorite.update({ where: { userId_circleId: { userId: 'me', circleId: circles.first } }, data: { color: 9, colorUpdatedAt: at(45) } });
    const result = await syncFavoriteChanges(
      database.db,
      'me',
      [{ circleId: circles.first, color: { value: 2, editedAt: at(40).getTime() }, memo: { value: 'buy two', editedAt: at(40).getTime() } }],
      now,
    );
    expect(result.conflicts).toEqual([{ circleId: circles.first, field: 'color' }]);
    expect(await row('me', circles.first)).toMatchObject({ color: 9, memo: 'buy two', colorUpdatedAt: at(45), memoUpdatedAt: at(40) });
  });

  it('touches only the sender’s rows', async () => {
    await database.db.favorite.create({ data: { userId: 'other', circleId: circles.second, color: 1, memo: 'theirs', colorUpdatedAt: at(5), memoUpdatedAt: at(5) } });
    await syncFavoriteChanges(database.db, 'me', [{ circleId: circles.second, color: { value: 4, editedAt: at(20).getTime() }, memo: { value: 'mine', editedAt: at(20).getTime() } }], now);
    expect(await row('other', circles.second)).toMatchObject({ color: 1, memo: 'theirs', colorUpdatedAt: at(5) });
    expect(await row('me', circles.second)).toMatchObject({ color: 4, memo: 'mine' });
  });

  it('applies the latest of several queued edits of one field, and caps device times at the server clock', async () => {
    const result = await syncFavoriteChanges(
      database.db,
      'me',
      [
        { circleId: circles.third, memo: { value: 'second thought', editedAt: at(25).getTime() } },
        { circleId: circles.third, memo: { value: 'first thought', editedAt: at(15).getTime() }, color: { value: 6, editedAt: now.getTime() + 3_600_000 } },
      ],
      now,
    );
    expect(result.conflicts).toEqual([]);
    expect(await row('me', circles.third)).toMatchObject({ color: 6, memo: 'second thought', colorUpdatedAt: now, memoUpdatedAt: at(25) });
  });

  it('removes a favourite when the removal is the later edit, and skips circles the catalogue does not list', async () => {
    const result = await syncFavoriteChanges(
      database.db,
      'me',
      [
        { circleId: circles.second, color: { value: null, editedAt: at(50).getTime() } },
        { circleId: circles.hidden, color: { value: 1, editedAt: at(50).getTime() } },
        { circleId: 999_999, memo: { value: 'nowhere', editedAt: at(50).getTime() } },
      ],
      now,
    );
    expect(result.removed).toEqual([circles.second]);
    expect(result.skipped.sort()).toEqual([circles.hidden, 999_999].sort());
    expect(await row('me', circles.second)).toBeNull();
    expect(await row('me', circles.hidden)).toBeNull();
    expect(await row('other', circles.second)).not.toBeNull();
  });

  it('bundles the member’s favourites with their days, cuts and edit times for the device', async () => {
    const bundle = await loadEventDayBundle(database.db, 'me', true);
    expect(bundle.days).toEqual([{ dayNumber: 1, date: '2026-12-30' }, { dayNumber: 2, date: '2026-12-31' }]);
    expect(bundle.favorites.map(({ circleId, days, memo }) => ({ circleId, days, memo }))).toEqual([
      { circleId: circles.first, days: [1], memo: 'buy two' },
      { circleId: circles.third, days: [2], memo: 'second thought' },
    ]);
    expect(bundle.favorites[0]?.cutUrl).toMatch(/^\/cuts\/101\?v=/);
    expect(bundle.favorites[0]?.memoUpdatedAt).toBe(at(40).getTime());
  });
});
