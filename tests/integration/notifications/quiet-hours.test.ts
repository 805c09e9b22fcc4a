import { run } from 'graphile-worker';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queueLogger } from '@/lib/notifications/job-queue';
import { todayInJapan } from '@/lib/time/japan-time';
import { withMembersDatabase } from '@/tests/support/members-fixture';
import { startPushStandIn, type PushStandIn } from '@/tests/support/push-stand-in';
import { pushTaskList, workPushQueue } from '@/tests/support/push-queue';
import { testVapidKeys } from '@/tests/support/push-test-keys';

// Quiet hours on the real clock (decision 044): a notification due inside a member's quiet hours is held
// until they end and then sent, once: queued inside them, its job waits for their end; queued before they
// began, the sending job finds them and queues itself again for their end (`quiet:<id>`). The quiet hours
// here last one minute, the shortest a member can choose, so the test waits up to a minute.

const members = withMembersDatabase({ APP_ORIGIN: 'http://localhost:3000', ...testVapidKeys() });
let push: PushStandIn;
const phones: Record<string, string> = {};
const users: Record<string, string> = {};

const MINUTE = 60_000;
const minuteInJapan = (at: Date) => {
  const [hour = 0, minute = 0] = new Intl.DateTimeFormat('en-GB', { timeZone: 'Asia/Tokyo', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(at).split(':').map(Number);
  return hour * 60 + minute;
};
const messagesTo = (name: string) => push.received.filter((message) => message.endpoint === phones[name]);

beforeAll(async () => {
  push = await startPushStandIn();
  const { db } = members.database;
  for (const name of ['awake', 'asleep', 'late']) {
    const user = await db.user.create({ data: { email: `${name}@example.com`, locale: 'en', roles: { create: [{ role: 'PLATINUM' }] } } });
    users[name] = user.id;
    const subscription = push.subscribe();
    await db.pushSubscription.create({ data: { userId: user.id, endpoint: subscription.endpoint, p256dh: subscription.keys.p256dh, auth: subscription.keys.auth } });
    phones[name] = subscription.endpoint;
  }
});

afterAll(async () => {
  const { db } = await import('@/lib/db');
  await db.$disconnect();
  await push?.stop();
});

describe('quiet hours', () => {
  it('hold a notification until they end, then send it once, whether they began before it was queued or after', { timeout: 120_000 }, async () => {
    // At least 15 s left in this minute for the steps before the quiet hours end.
    if (Date.now() % MINUTE > 45_000) await new Promise((resolve) => setTimeout(resolve, MINUTE - (Date.now() % MINUTE) + 100));
    const now = new Date();
    const end = new Date(now.getTime() - (now.getTime() % MINUTE) + MINUTE);
    const minute = minuteInJapan(now);
    const quiet = { catalogue: true, groups: true, eventDays: true, quietHours: true, quietStart: minute, quietEnd: (minute + 1) % (24 * 60) };
    const { saveNotificationChoices } = await import('@/lib/notifications/settings');
    const { queueEventDayReminders } = await import('@/lib/notifications/event-day-reminders');
    const { db } = members.database;
    // Tomorrow is day 1, so the reminder to save the days is what there is to send today.
    const tomorrow = todayInJapan(new Date(now.getTime() + 24 * 3600_000));
    await db.eventDay.updateMany({ where: { dayNumber: 1, event: { code: 'C999' } }, data: { date: new Date(`${tomorrow}T00:00:00Z`) } });

    // "Asleep" is inside the quiet hours when the reminders are queued; "late" begins them just after.
    await saveNotificationChoices(users.asleep!, quiet);
    expect(await queueEventDayReminders()).toBe(3);
    await saveNotificationChoices(users.late!, quiet);
    await workPushQueue(members.database.url);
    expect(messagesTo('awake')).toHaveLength(1);
    expect([...messagesTo('asleep'), ...messagesTo('late')]).toEqual([]);
    const late = await db.notification.findFirstOrThrow({ where: { userId: users.late }, select: { id: true } });
    const waiting = await db.$queryRaw<{ key: string | null; run_at: Date }[]>`
      SELECT key, run_at FROM graphile_worker.jobs WHERE task_identifier = 'send-notification' ORDER BY key NULLS FIRST`;
    expect(waiting).toEqual([
      { key: null, run_at: end },
      { key: `quiet:${late.id}`, run_at: end },
    ]);

    // A running worker sends both when the quiet hours end, not before.
    const worker = await run({ connectionString: members.database.url, taskList: await pushTaskList(), pollInterval: 250, noHandleSignals: true, logger: queueLogger });
    try {
      await expect.poll(() => messagesTo('asleep').length + messagesTo('late').length, { timeout: 90_000, interval: 250 }).toBe(2);
    } finally {
      await worker.stop();
    }
    for (const name of ['asleep', 'late']) {
      const [message, ...more] = messagesTo(name);
      expect(more).toEqual([]);
      expect(message?.at).toBeGreaterThanOrEqual(end.getTime());
      expect(JSON.parse(message?.text ?? '{}')).toMatchObject({ tag: `event-days-${tomorrow}` });
    }
    expect(messagesTo('awake')).toHaveLength(1);
  });
});
