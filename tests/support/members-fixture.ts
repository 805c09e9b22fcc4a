import { afterAll, beforeAll } from 'vitest';
import type { PrismaClient } from '@/lib/db/client';
import { createTestDatabase, type TestDatabase } from '@/tests/helpers/test-database';

export type FavoritesFixture = {
  users: { alice: string; bob: string };
  circles: { east: number; westPair: number; dayTwo: number; notSelected: number; otherEvent: number };
};

let wcid = 1000;

/** A small event: three listed circles (one on two spaces), one not selected, one of another event. */
export async function createFavoritesFixture(db: PrismaClient): Promise<FavoritesFixture> {
  const eventData = (code: string) => ({ code, nameEn: code, nameJa: code, nameZh: code, planValidUntil: new Date('2027-01-01T00:00:00Z'), monthlyPriceYen: 500, campaignPriceYen: 300 });
  const event = await db.event.create({ data: eventData('C999') });
  const other = await db.event.create({ data: eventData('C998') });
  const genre = await db.genre.create({ data: { eventId: event.id, code: 111, nameEn: 'Original', nameJa: '創作', nameZh: '原创' } });
  const otherGenre = await db.genre.create({ data: { eventId: other.id, code: 111, nameEn: 'Original', nameJa: '創作', nameZh: '原创' } });
  const day1 = await db.eventDay.create({ data: { eventId: event.id, dayNumber: 1, date: new Date('2026-12-30') } });
  const day2 = await db.eventDay.create({ data: { eventId: event.id, dayNumber: 2, date: new Date('2026-12-31') } });
  const rect = { mapX: 0, mapY: 0, mapWidth: 10, mapHeight: 10 };
  const east = await db.hall.create({ data: { eventId: event.id, area: 'EAST', number: 1, ...rect } });
  const west = await db.hall.create({ data: { eventId: event.id, area: 'WEST', number: 1, ...rect } });
  const blockE = await db.block.create({ data: { hallId: east.id, name: 'ア', sortOrder: 1 } });
  const blockW = await db.block.create({ data: { hallId: west.id, name: 'あ', sortOrder: 50 } });

  const circle = async (eventId: number, genreId: number, name: string, extra: { lotteryStatus?: 'NOT_SELECTED'; pixivUrl?: string } = {}) =>
    (await db.circle.create({ data: { eventId, genreId, wcid: wcid++, circleNumber: wcid, name, author: `${name} author`, ...extra } })).id;
  const place = (circleId: number, dayId: number, blockId: number, spaceNumber: number, side: 'a' | 'b') =>
    db.placement.create({ data: { circleId, dayId, blockId, spaceNumber, side, ...rect } });

  const circles = {
    east: await circle(event.id, genre.id, 'East circle', { pixivUrl: 'https://www.pixiv.net/users/4242' }),
    westPair: await circle(event.id, genre.id, 'West pair'),
    dayTwo: await circle(event.id, genre.id, 'Day two circle'),
    notSelected: await circle(event.id, genre.id, 'Not selected', { lotteryStatus: 'NOT_SELECTED' }),
    otherEvent: await circle(other.id, otherGenre.id, 'Other event'),
  };
  await place(circles.east, day1.id, blockE.id, 12, 'a');
  await place(circles.westPair, day1.id, blockW.id, 3, 'a');
  await place(circles.westPair, day1.id, blockW.id, 3, 'b');
  await place(circles.dayTwo, day2.id, blockE.id, 1, 'b');

  const alice = await db.user.create({ data: { email: 'alice@example.com' } });
  const bob = await db.user.create({ data: { email: 'bob@example.com' } });
  return { users: { alice: alice.id, bob: bob.id }, circles };
}

export type MembersDatabase = { database: TestDatabase; fixture: FavoritesFixture };

/**
 * Registers the file's set-up: a fresh database with the members and circles above, its address and the
 * event in the environment (the logic reads the shared client and the settings on first use), dropped
 * after the file. The fields are there once the file's first `beforeAll` has run.
 */
export function withMembersDatabase(settings: Record<string, string> = {}): MembersDatabase {
  const context = {} as MembersDatabase;
  beforeAll(async () => {
    context.database = await createTestDatabase();
    Object.assign(process.env, { DATABASE_URL: context.database.url, EVENT: 'C999', ...settings });
    context.fixture = await createFavoritesFixture(context.database.db);
  });
  afterAll(async () => {
    await context.database?.drop();
  });
  return context;
}
