import { run, runOnce } from 'graphile-worker';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EventData } from '@/lib/catalogue-import/event-data';
import { writeEventFiles } from '@/lib/catalogue-import/write-format';
import { smallEventData } from '@/tests/support/catalogue-fixture';
import { importEventFiles } from '@/tests/support/import-event-files';
import { startPushStandIn, type PushStandIn } from '@/tests/support/push-stand-in';
import { testVapidKeys } from '@/tests/support/push-test-keys';
import { createTestDatabase, type TestDatabase } from '@/tests/helpers/test-database';

// The queue's promises (decision 044): sending survives a worker stopped mid-queue (another takes the
// rest and sends nothing twice), and a push service's failure is tried again after a back-off.

const MEMBERS = 30;
let database: TestDatabase;
let push: PushStandIn;
const endpoints: string[] = [];

/** Alpha Works' second book costs more: every member below saved Alpha Works. */
function priceChange(): EventData {
  const data = smallEventData();
  (data.works[1] as { priceYen: number }).priceYen = 1500;
  return data;
}

async function tasks() {
  const { pushTasks } = await import('@/lib/notifications/push-worker');
  const { pushSettings } = await import('@/lib/config/push');
  return pushTasks(pushSettings().vapid!);
}

beforeAll(async () => {
  // Each message takes 150 ms at the push service, so that a stop finds some in flight.
  [database, push] = await Promise.all([createTestDatabase(), startPushStandIn({ delayMs: 150 })]);
  Object.assign(process.env, { DATABASE_URL: database.url, EVENT: 'C999', APP_ORIGIN: 'http://localhost:3000', ...testVapidKeys() });
  await importEventFiles(database.url, writeEventFiles(smallEventData()));
  const alpha = await database.db.circle.findFirstOrThrow({ where: { wcid: 1001 }, select: { id: true } });
  const yesterday = new Date(Date.now() - 24 * 3600_000);
  for (let i = 0; i < MEMBERS; i += 1) {
    const subscription = push.subscribe();
    endpoints.push(subscription.endpoint);
    await database.db.user.create({
      data: {
        email: `member${i}@example.com`,
        locale: 'en',
        birthdate: new Date('1990-01-01'),
        roles: { create: [{ role: 'PLATINUM' }] },
        favorites: { create: [{ circleId: alpha.id, color: 1, createdAt: yesterday }] },
        pushSubscriptions: { create: [{ endpoint: subscription.endpoint, p256dh: subscription.keys.p256dh, auth: subscription.keys.auth }] },
      },
    });
  }
}, 120_000);

afterAll(async () => {
  const { db } = await import('@/lib/db');
  await db.$disconnect();
  await push?.stop();
  await database?.drop();
});

describe('the notification queue', () => {
  it('sends every member exactly once when the worker sending them stops mid-queue and another takes over', async () => {
    await importEventFiles(database.url, writeEventFiles(priceChange()));
    const { queueImportNotifications } = await import('@/lib/notifications/catalogue-notices');
    expect((await queueImportNotifications()).notifications).toBe(MEMBERS);

    const first = await run({ connectionString: database.url, taskList: await tasks(), concurrency: 4, noHandleSignals: true, pollInterval: 200 });
    await expect.poll(() => push.received.length, { timeout: 20_000, interval: 20 }).toBeGreaterThanOrEqual(5);
    await first.stop();
    const sentByFirst = push.received.length;
    expect(sentByFirst).toBeLessThan(MEMBERS);

    // The instance starts again (or another one works the queue): the rest go, none twice.
    await runOnce({ connectionString: database.url, taskList: await tasks(), concurrency: 4, noHandleSignals: true });
    const counts = new Map<string, number>();
    for (const message of push.received) counts.set(message.endpoint, (counts.get(message.endpoint) ?? 0) + 1);
    expect([...counts.keys()].sort()).toEqual([...endpoints].sort());
    expect([...counts.values()].every((count) => count === 1)).toBe(true);
  }, 60_000);

  it('tries a failed push service again after a back-off, and sends once when it answers', async () => {
    const before = push.received.length;
    const member = await database.db.user.findFirstOrThrow({ where: { email: 'member0@example.com' }, select: { id: true } });
    const { db } = await import('@/lib/db');
    const { queueNotifications } = await import('@/lib/notifications/queue-notifications');
    await db.$transaction((tx) => queueNotifications(tx, [{ userId: member.id, cause: 'test:retry', runAt: null, content: { kind: 'GROUP', event: 'settlement', groupId: 'g1', groupName: 'Winter trip', circle: null, count: 0 } }]));
    push.failNext(503, 1);
    await runOnce({ connectionString: database.url, taskList: await tasks(), noHandleSignals: true });
    expect(push.received.length).toBe(before);
    const [job] = await database.db.$queryRaw<{ attempts: number; last_error: string | null; waits: boolean }[]>`
      SELECT attempts, last_error, run_at > now() AS waits FROM graphile_worker.jobs WHERE task_identifier = 'send-notification'`;
    expect(job).toMatchObject({ attempts: 1, waits: true, last_error: expect.stringContaining('push services failed') });

    // After the back-off (exp(1) s), it goes, once.
    await database.db.$executeRaw`UPDATE graphile_worker._private_jobs SET run_at = now()`;
    await runOnce({ connectionString: database.url, taskList: await tasks(), noHandleSignals: true });
    expect(push.received.slice(before).map((message) => JSON.parse(message.text) as { title: string })).toEqual([expect.objectContaining({ title: 'Winter trip', body: 'Everything is bought: see who owes whom' })]);
  }, 30_000);
});
