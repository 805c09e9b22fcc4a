import { randomBytes } from 'node:crypto';
import { LISTED_CIRCLE } from '@/lib/catalogue/listed-circles';
import { changeAgeFields } from '@/lib/account/age-fields';
import type { PrismaClient } from '@/lib/db/client';
import { calendarDateFromDb } from '@/lib/time/calendar-date';

/** A group of the demo Platinum member with wants on 30 works, for the live benchmarks; removed by `drop`. */
export async function createBenchGroup(db: PrismaClient): Promise<{ groupId: string; works: { id: number }[]; drop(): Promise<void> }> {
  const groupId = randomBytes(16).toString('base64url');
  const user = await db.user.findUniqueOrThrow({ where: { email: 'platinum@demo.example' }, select: { id: true } });
  const works = await db.work.findMany({ where: { isAdult: false, circle: { isAdult: false, ...LISTED_CIRCLE } }, select: { id: true, circleId: true }, take: 30 });
  const event = await db.circle.findUniqueOrThrow({ where: { id: works[0]!.circleId }, select: { eventId: true } });
  await db.group.create({ data: { id: groupId, eventId: event.eventId, ownerId: user.id, name: 'bench', members: { create: { userId: user.id } } } });
  await db.groupWant.createMany({ data: works.map((w) => ({ groupId, userId: user.id, circleId: w.circleId, workId: w.id, quantity: 1 })) });
  return { groupId, works, drop: async () => void (await db.group.deleteMany({ where: { id: groupId } })) };
}

/** Posts one mark as the group page does; answers the group's new version. */
export async function postMark(origin: string, cookie: string, groupId: string, workId: number, bought: boolean): Promise<number> {
  const response = await fetch(`${origin}/api/groups/${groupId}/marks`, {
    method: 'POST',
    headers: { Cookie: cookie, 'Content-Type': 'application/json' },
    body: JSON.stringify({ marks: [{ item: `w${workId}`, status: { value: bought ? 'BOUGHT' : 'SKIPPED', editedAt: Date.now() } }] }),
  });
  if (!response.ok) throw new Error(`marks: ${response.status} ${await response.text()}`);
  return ((await response.json()) as { version: number }).version;
}

/**
 * `count` members of the group besides the demo member, copies of the demo Platinum account (its
 * password, birthdate, plan and old-site link) under new addresses, so that a benchmark holds more
 * streams than one member may; removed by `drop`.
 */
export async function addBenchMembers(db: PrismaClient, groupId: string, count: number): Promise<{ emails: string[]; drop(): Promise<void> }> {
  const demo = await db.user.findUniqueOrThrow({ where: { email: 'platinum@demo.example' }, select: { passwordHash: true, birthdate: true, roles: { where: { role: 'PLATINUM' }, select: { expiresAt: true } } } });
  const ids: string[] = [];
  for (let i = 0; i < count; i += 1) {
    const id = `bench-live-${randomBytes(6).toString('hex')}`;
    await db.user.create({
      data: {
        id, email: `${id}@bench.example`, emailVerified: new Date(), passwordHash: demo.passwordHash, nickname: `Bench ${i + 1}`, termsAcceptedAt: new Date(),
        roles: { create: [{ role: 'PLATINUM', expiresAt: demo.roles[0]?.expiresAt ?? null }] },
        legacyLink: { create: { legacySubject: id, legacyEmail: `${id}@bench.example` } },
        groupMemberships: { create: [{ groupId }] },
      },
    });
    // The age fields through their one writer, as sign-up sets them (decision 031).
    await db.$transaction((tx) => changeAgeFields(tx, id, { birthdate: calendarDateFromDb(demo.birthdate) ?? '1990-04-01', showAdult: true }, 'SIGN_UP'));
    ids.push(id);
  }
  return { emails: ids.map((id) => `${id}@bench.example`), drop: async () => void (await db.user.deleteMany({ where: { id: { in: ids } } })) };
}
