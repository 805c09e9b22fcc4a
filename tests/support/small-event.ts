import type { PrismaClient } from '@/lib/db/client';

/**
 * Event C999 with two days, one hall, one block and a few circles (one adult, one unpublished): enough
 * for every read and write of the catalogue to do real work, in a fraction of the demo event's time.
 * Returns the ids of the circles the catalogue lists.
 */
export async function writeSmallEvent(db: PrismaClient): Promise<number[]> {
  const event = await db.event.create({
    data: { code: 'C999', nameEn: 'Test', nameJa: 'テスト', nameZh: '测试', planValidUntil: new Date(Date.now() + 60 * 86_400_000), monthlyPriceYen: 2000, campaignPriceYen: 1000 },
  });
  const days = await Promise.all([1, 2].map((dayNumber) => db.eventDay.create({ data: { eventId: event.id, dayNumber, date: new Date(Date.UTC(2026, 11, 29 + dayNumber)) } })));
  const rect = { mapX: 0, mapY: 0, mapWidth: 1, mapHeight: 1 };
  const hall = await db.hall.create({ data: { eventId: event.id, area: 'EAST', number: 7, ...rect } });
  const block = await db.block.create({ data: { hallId: hall.id, name: 'ヨ', sortOrder: 1 } });
  const genre = await db.genre.create({ data: { eventId: event.id, code: 234, nameEn: 'Touhou Project', nameJa: '東方Project', nameZh: '东方Project' } });
  const listed: number[] = [];
  for (const [index, extra] of [{}, {}, { isAdult: true }, {}, { wantsPublication: false }].entries()) {
    const wcid = 101 + index;
    const circle = await db.circle.create({ data: { eventId: event.id, wcid, circleNumber: wcid, name: `Circle ${wcid}`, genreId: genre.id, ...extra } });
    const day = days[index % days.length];
    if (!day) throw new Error('no day');
    await db.placement.create({ data: { dayId: day.id, blockId: block.id, spaceNumber: index + 1, side: 'a', circleId: circle.id, ...rect } });
    if (!('wantsPublication' in extra)) listed.push(circle.id);
  }
  return listed;
}
