import { randomBytes } from 'node:crypto';
import { LISTED_CIRCLE } from '@/lib/catalogue/listed-circles';
import { createPrismaClient } from '@/lib/db/client';
import { DEMO_PASSWORD } from '@/lib/demo-data/demo-accounts';
import { LIVE_POLL_MS } from '@/lib/groups/group-limits';
import { openBenchDatabase } from './bench-database';
import { signInWithPassword } from './sign-in';

// A mark's way to the other members, through a running server: one session posts marks as the buyer's
// screen does, another polls the group's version at the screens' interval, and the time from sending a
// mark to the poll that first shows its version is recorded. The demo event has one Platinum account,
// so both sessions are that member signed in twice; the membership check is the same for any member.

const MARKS = 40;

export async function measureMarkToSeen(origin: string): Promise<{ p95: number; samples: number; pollMs: number }> {
  const database = await openBenchDatabase({ scale: 1 });
  const db = createPrismaClient(database.url, 2);
  const groupId = randomBytes(16).toString('base64url');
  try {
    const user = await db.user.findUniqueOrThrow({ where: { email: 'platinum@demo.example' }, select: { id: true } });
    const works = await db.work.findMany({ where: { isAdult: false, circle: { isAdult: false, ...LISTED_CIRCLE } }, select: { id: true, circleId: true }, take: 30 });
    const event = await db.circle.findUniqueOrThrow({ where: { id: works[0]!.circleId }, select: { eventId: true } });
    await db.group.create({ data: { id: groupId, eventId: event.eventId, ownerId: user.id, name: 'bench', members: { create: { userId: user.id } } } });
    await db.groupWant.createMany({ data: works.map((w) => ({ groupId, userId: user.id, circleId: w.circleId, workId: w.id, quantity: 1 })) });
    const [buyer, watcher] = [await signInWithPassword(origin, 'platinum@demo.example', DEMO_PASSWORD, '198.51.100.21'), await signInWithPassword(origin, 'platinum@demo.example', DEMO_PASSWORD, '198.51.100.22')];

    let seen = { version: -1, at: 0 };
    let polling = true;
    const poll = (async () => {
      while (polling) {
        const response = await fetch(`${origin}/api/groups/${groupId}/version`, { headers: { Cookie: watcher } });
        if (!response.ok) throw new Error(`version: ${response.status}`);
        const { version } = (await response.json()) as { version: number };
        if (version > seen.version) seen = { version, at: performance.now() };
        await new Promise((resolve) => setTimeout(resolve, LIVE_POLL_MS));
      }
    })();
    const latencies: number[] = [];
    for (let i = 0; i < MARKS; i += 1) {
      await new Promise((resolve) => setTimeout(resolve, Math.random() * LIVE_POLL_MS));
      const work = works[i % works.length]!;
      const sent = performance.now();
      const response = await fetch(`${origin}/api/groups/${groupId}/marks`, {
        method: 'POST',
        headers: { Cookie: buyer, 'Content-Type': 'application/json' },
        body: JSON.stringify({ marks: [{ item: `w${work.id}`, status: { value: i % 2 ? 'SKIPPED' : 'BOUGHT', editedAt: Date.now() } }] }),
      });
      if (!response.ok) throw new Error(`marks: ${response.status} ${await response.text()}`);
      const { version } = (await response.json()) as { version: number };
      while (seen.version < version) await new Promise((resolve) => setTimeout(resolve, 5));
      latencies.push(seen.at - sent);
    }
    polling = false;
    await poll;
    latencies.sort((a, b) => a - b);
    return { p95: latencies[Math.ceil(latencies.length * 0.95) - 1]!, samples: latencies.length, pollMs: LIVE_POLL_MS };
  } finally {
    await db.group.deleteMany({ where: { id: groupId } });
    await db.$disconnect();
    await database.close();
  }
}
