import { makeWorkerUtils, run, runOnce } from 'graphile-worker';
import { queueLogger } from '@/lib/notifications/job-queue';
import { NOTIFICATIONS_PER_JOB } from '@/lib/notifications/queue-notifications';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EventData } from '@/lib/catalogue-import/event-data';
import { writeEventFiles } from '@/lib/catalogue-import/write-format';
import { smallEventData } from '@/tests/support/catalogue-fixture';
import { importEventFiles } from '@/tests/support/import-event-files';
import { startPushStandIn, type PushStandIn } from '@/tests/support/push-stand-in';
import { pushTaskList } from '@/tests/support/push-queue';
import { testVapidKeys } from '@/tests/support/push-test-keys';
import { createTestDatabase, type TestDatabase } from '@/tests/helpers/test-database';

// The queue's promises (decision 044): sending survives a worker stopped mid-queue (another takes the
// rest and sends nothing twice), and a push service's failure is tried again after a back-off.

// More members than one job sends (NOTIFICATIONS_PER_JOB), so that a worker taking one job at a time
// stops with jobs still queued.
const MEMBERS = 120;
let database: TestDatabase;
let push: PushStandIn;
const endpoints: string[] = [];

/** Alpha Works' second book costs more: every member below saved Alpha Works. */
function priceChange(): EventData {
  const data = smallEventData();
  (data.works[1] as { priceYen: number }).priceYen = 1500;
  return data;
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
  it('sends every member exactly once when the worker sending them stops mid-queue and another frees what it held and takes over', async () => {
    await importEventFiles(database.url, writeEventFiles(priceChange()));
    const { queueImportNotifications } = await import('@/lib/notifications/catalogue-notices');
    expect((await queueImportNotifications()).notifications).toBe(MEMBERS);

    expect(MEMBERS).toBeGreaterThan(2 * NOTIFICATIONS_PER_JOB);
    const first = await run({ connectionString: database.url, taskList: await pushTaskList(), concurrency: 1, noHandleSignals: true, pollInterval: 200, logger: queueLogger });
    await expect.poll(() => push.received.length, { timeout: 20_000, interval: 20 }).toBeGreaterThanOrEqual(5);
    await first.stop();
    expect(push.received.length).toBeLessThan(MEMBERS);

    // The instance starts again (or another one works the queue) and frees what the stopped one still
    // held, as its crontab does for a job locked over five minutes: the rest go, none twice.
    const { unlockStaleJobs } = await import('@/lib/notifications/job-queue');
    const utils = await makeWorkerUtils({ connectionString: database.url, logger: queueLogger });
    await utils.withPgClient((client) => unlockStaleJobs(client, 0));
    await runOnce({ connectionString: database.url, taskList: await pushTaskList(), concurrency: 4, noHandleSignals: true, logger: queueLogger });
    // A job the stop cut short after its push went out failed, and waits for its back-off: made due now,
    // it runs again and sends nothing twice.
    const waiting = await database.db.$queryRaw<{ id: bigint }[]>`SELECT id FROM graphile_worker.jobs`;
    if (waiting.length > 0) {
      await utils.rescheduleJobs(waiting.map((job) => String(job.id)), { runAt: new Date() });
      await runOnce({ connectionString: database.url, taskList: await pushTaskList(), concurrency: 4, noHandleSignals: true, logger: queueLogger });
    }
    await utils.release();
    expect(await database.db.$queryRaw<{ n: bigint }[]>`SELECT count(*) AS n FROM graphile_worker.jobs`).toEqual([{ n: 0n }]);
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
    // A worker as an instance runs one.
    const worker = await run({ connectionString: database.url, taskList: await pushTaskList(), noHandleSignals: true, pollInterval: 200, logger: queueLogger });
    // The failure is written as the worker releases the job: read it once it is there.
    const failedJob = async () => {
      const [job] = await database.db.$queryRaw<{ attempts: number; last_error: string | null; waits: boolean }[]>`
        SELECT j.attempts, j.last_error, j.run_at > now() AS waits FROM graphile_worker._private_jobs j
        JOIN graphile_worker._private_tasks t ON t.id = j.task_id WHERE t.identifier = 'send-notification'`;
      return job;
    };
    await expect.poll(failedJob, { timeout: 5_000 }).toMatchObject({ attempts: 1, waits: true, last_error: expect.stringContaining('push services failed') });
    expect(push.received.length).toBe(before);

    // After the back-off (exp(1) s), it goes, once.
    await database.db.$executeRaw`UPDATE graphile_worker._private_jobs SET run_at = now()`;
    await expect.poll(() => push.received.length, { timeout: 10_000 }).toBe(before + 1);
    await expect.poll(async () => (await database.db.$queryRaw<{ n: bigint }[]>`SELECT count(*) AS n FROM graphile_worker._private_jobs`)[0]?.n, { timeout: 5_000 }).toBe(0n);
    await worker.stop();
    expect(push.received.slice(before).map((message) => JSON.parse(message.text) as { title: string })).toEqual([expect.objectContaining({ title: 'Winter trip', body: 'Everything is bought: see who owes whom' })]);
  }, 30_000);
  it('tries again only the notifications of a batch whose push service failed, and sends the rest once', async () => {
    const before = push.received.length;
    const members = await database.db.user.findMany({ where: { email: { in: ['member1@example.com', 'member2@example.com', 'member3@example.com'] } }, select: { id: true } });
    const { db } = await import('@/lib/db');
    const { queueNotifications } = await import('@/lib/notifications/queue-notifications');
    const news = members.map((member) => ({ userId: member.id, cause: 'test:batch', runAt: null, content: { kind: 'GROUP', event: 'settlement', groupId: 'g2', groupName: 'Summer trip', circle: null, count: 0 } as const }));
    await db.$transaction((tx) => queueNotifications(tx, news));
    expect(await database.db.$queryRaw<{ entries: number }[]>`SELECT json_array_length(payload) AS entries FROM graphile_worker._private_jobs`).toEqual([{ entries: 3 }]);
    push.failNext(503, 1);
    const worker = await run({ connectionString: database.url, taskList: await pushTaskList(), noHandleSignals: true, pollInterval: 200, logger: queueLogger });
    const waiting = () => database.db.$queryRaw<{ entries: number; attempts: number; waits: boolean }[]>`SELECT json_array_length(payload) AS entries, attempts, run_at > now() AS waits FROM graphile_worker._private_jobs`;
    // The job keeps the one entry that failed (graphile-worker's batch job), and waits for its back-off.
    await expect.poll(waiting, { timeout: 5_000 }).toEqual([{ entries: 1, attempts: 1, waits: true }]);
    expect(push.received.length).toBe(before + 2);

    await database.db.$executeRaw`UPDATE graphile_worker._private_jobs SET run_at = now()`;
    await expect.poll(() => push.received.length, { timeout: 10_000 }).toBe(before + 3);
    await expect.poll(waiting, { timeout: 5_000 }).toEqual([]);
    await worker.stop();
    const endpoints = push.received.slice(before).map((message) => message.endpoint);
    expect(new Set(endpoints).size).toBe(3);
  }, 30_000);
});
