import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { writeEventFiles } from '@/lib/catalogue-import/write-format';
import { smallEventCorrection, smallEventData } from '@/tests/support/catalogue-fixture';
import { importEventFiles } from '@/tests/support/import-event-files';
import { startPushStandIn, type PushStandIn, type ReceivedPush } from '@/tests/support/push-stand-in';
import { workPushQueue } from '@/tests/support/push-queue';
import { testVapidKeys } from '@/tests/support/push-test-keys';
import { createTestDatabase, type TestDatabase } from '@/tests/helpers/test-database';

// Issue 52, part 1: a catalogue import that changes saved circles gives each subscribed member one
// summarised notification in their language, through the job queue, to the local push service, which
// decrypts it as a phone would. Nothing names an adult circle to a minor; an ended plan hears nothing; a
// gone subscription is forgotten.

let database: TestDatabase;
let push: PushStandIn;
const idOf = new Map<number, number>();
const devices: Record<string, string[]> = {};
const vapid = testVapidKeys();

type Member = { locale: string | null; birthdate: string; showAdult: boolean; planEnded?: boolean; saved: number[]; devices: number };
const members: Record<string, Member> = {
  english: { locale: 'en', birthdate: '1990-04-01', showAdult: true, saved: [1001, 1002, 1004], devices: 2 },
  japanese: { locale: 'ja', birthdate: '1988-01-01', showAdult: true, saved: [1001, 1002, 1004], devices: 1 },
  chinese: { locale: 'zh', birthdate: '1995-06-01', showAdult: true, saved: [1004], devices: 1 },
  minor: { locale: 'en', birthdate: '2012-05-05', showAdult: false, saved: [1002, 1003], devices: 1 },
  ended: { locale: 'en', birthdate: '1990-04-01', showAdult: true, planEnded: true, saved: [1001], devices: 1 },
  quiet: { locale: 'en', birthdate: '1990-04-01', showAdult: true, saved: [1001], devices: 0 },
};
const userIds: Record<string, string> = {};

const shown = (received: readonly ReceivedPush[], endpoint: string) => received.filter((message) => message.endpoint === endpoint).map((message) => JSON.parse(message.text) as { title: string; body: string; tag: string; url: string });

const workTheQueue = () => workPushQueue(database.url);

beforeAll(async () => {
  [database, push] = await Promise.all([createTestDatabase(), startPushStandIn()]);
  Object.assign(process.env, { DATABASE_URL: database.url, EVENT: 'C999', APP_ORIGIN: 'http://localhost:3000', ...vapid });
  await importEventFiles(database.url, writeEventFiles(smallEventData()));
  // The event's first load, swept as a running server would: it changes nobody's favourites.
  const { queueImportNotifications } = await import('@/lib/notifications/catalogue-notices');
  expect(await queueImportNotifications()).toEqual({ imports: 1, notifications: 0 });
  for (const circle of await database.db.circle.findMany({ select: { id: true, wcid: true } })) idOf.set(circle.wcid, circle.id);
  const yesterday = new Date(Date.now() - 24 * 3600_000);
  for (const [name, member] of Object.entries(members)) {
    const user = await database.db.user.create({
      data: { email: `${name}@example.com`, locale: member.locale, birthdate: new Date(member.birthdate), showAdult: member.showAdult, roles: { create: [{ role: 'PLATINUM', expiresAt: member.planEnded ? yesterday : null }] } },
    });
    userIds[name] = user.id;
    await database.db.favorite.createMany({ data: member.saved.map((wcid) => ({ userId: user.id, circleId: idOf.get(wcid)!, color: 1, createdAt: yesterday })) });
    devices[name] = [];
    for (let i = 0; i < member.devices; i += 1) {
      const subscription = push.subscribe();
      await database.db.pushSubscription.create({ data: { userId: user.id, endpoint: subscription.endpoint, p256dh: subscription.keys.p256dh, auth: subscription.keys.auth } });
      devices[name].push(subscription.endpoint);
    }
  }
}, 120_000);

afterAll(async () => {
  const { db } = await import('@/lib/db');
  await db.$disconnect();
  await push?.stop();
  await database?.drop();
});

describe('notifications of a catalogue import', () => {
  it('sends each subscribed member one summarised notification in their language, to every device, and forgets a gone one', async () => {
    // The English member's second phone dropped its subscription: its push service answers 410.
    push.makeGone(devices.english![1]!, 410);
    await importEventFiles(database.url, writeEventFiles(smallEventCorrection()));
    const { queueImportNotifications } = await import('@/lib/notifications/catalogue-notices');
    const queued = await queueImportNotifications();
    expect(queued).toEqual({ imports: 1, notifications: 4 });
    await workTheQueue();

    const english = shown(push.received, devices.english![0]!);
    expect(english).toEqual([{ title: '3 of your favourites changed', body: 'Alpha Works, Beta Books, Delta Drawings', tag: expect.stringMatching(/^catalogue-\d+$/), url: '/user/favorites#catalogue-changes' }]);
    expect(shown(push.received, devices.japanese![0]!)).toEqual([expect.objectContaining({ title: 'お気に入りの3サークルに変更があります', url: '/user/favorites#catalogue-changes' })]);
    expect(shown(push.received, devices.chinese![0]!)).toEqual([expect.objectContaining({ title: '“Delta Drawings”有变更', body: expect.stringContaining('→') })]);
    // Each message as RFC 8030 and 8292 want it: a TTL, a topic, signed by this server's key.
    for (const message of push.received) expect(message).toMatchObject({ ttl: 86_400, urgency: 'normal', topic: expect.stringMatching(/^[\w-]{32}$/), vapidKey: vapid.VAPID_PUBLIC_KEY });

    // 410: the subscription is gone from the database, the member's other phone still has its own.
    expect(push.refusedGone()).toBe(1);
    expect(await database.db.pushSubscription.count({ where: { userId: userIds.english } })).toBe(1);
  });

  it('names no adult circle to a minor: the minor hears of the general circle alone', async () => {
    const minor = shown(push.received, devices.minor![0]!);
    expect(minor).toEqual([expect.objectContaining({ title: '“Gamma Press” changed' })]);
    expect(JSON.stringify(minor)).not.toContain('Beta');
  });

  it('tells a member whose plan ended nothing about the catalogue, and a member without a device is not queued', async () => {
    expect(shown(push.received, devices.ended![0]!)).toEqual([]);
    expect(await database.db.notification.count({ where: { userId: userIds.quiet } })).toBe(0);
  });

  it('never sends the same notification twice: a second fan-out, a job run again and a worker stopped mid-queue', async () => {
    const before = push.received.length;
    const { queueImportNotifications } = await import('@/lib/notifications/catalogue-notices');
    expect(await queueImportNotifications()).toEqual({ imports: 0, notifications: 0 });
    // The same notification's job queued again (a retry after a crash, another instance's duplicate).
    const sent = await database.db.notification.findMany({ select: { id: true } });
    const { quickAddJob } = await import('graphile-worker');
    for (const { id } of sent) await quickAddJob({ connectionString: database.url }, 'send-notification', { id });
    await workTheQueue();
    expect(push.received.length).toBe(before);
  });
});
