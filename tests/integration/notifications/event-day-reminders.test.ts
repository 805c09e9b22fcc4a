import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withMembersDatabase } from '@/tests/support/members-fixture';
import { startPushStandIn, type PushStandIn } from '@/tests/support/push-stand-in';
import { workPushQueue } from '@/tests/support/push-queue';
import { testVapidKeys } from '@/tests/support/push-test-keys';
import en from '@/messages/en.json';
import ja from '@/messages/ja.json';
import zh from '@/messages/zh.json';

// Issue 52, part 1: the day before each event day (the fixture's days are 30 and 31 December), each
// phone that has not saved the event days is asked to save them on Wi-Fi, in its member's language, once;
// a phone that saved them, a member who turned the kind off and a member without the plan hear nothing.

const members = withMembersDatabase({ APP_ORIGIN: 'http://localhost:3000', ...testVapidKeys() });
let push: PushStandIn;
const phones: Record<string, string> = {};
const users: Record<string, string> = {};

/** 18:00 in Japan, when the crontab asks (09:00 UTC). */
const eveningBefore = (date: string) => new Date(`${date}T09:00:00Z`);

type Reminder = { title: string; body: string };
const reminderIn = (messages: typeof en, day: number): Reminder => {
  const { title, body } = messages.Notifications.eventDays;
  return { title, body: body.replace('{day}', String(day)) };
};

const messagesTo = (endpoint: string | undefined) => push.received.filter((message) => message.endpoint === endpoint).map((message) => JSON.parse(message.text) as Reminder & { tag: string; url: string });

beforeAll(async () => {
  push = await startPushStandIn();
  const { db } = members.database;
  const member = async (name: string, locale: string, options: { plan: boolean; daysSaved: boolean[] }) => {
    const user = await db.user.create({ data: { email: `${name}@example.com`, locale, roles: options.plan ? { create: [{ role: 'PLATINUM' }] } : undefined } });
    users[name] = user.id;
    for (const [index, daysSaved] of options.daysSaved.entries()) {
      const subscription = push.subscribe();
      await db.pushSubscription.create({ data: { userId: user.id, endpoint: subscription.endpoint, p256dh: subscription.keys.p256dh, auth: subscription.keys.auth, daysSaved } });
      phones[`${name}${index}`] = subscription.endpoint;
    }
  };
  // Hana's phone has not saved the days, her tablet has; Ann reads English, Mei Chinese; Ken turned the
  // reminders off; Ryo's plan is not running.
  await member('hana', 'ja', { plan: true, daysSaved: [false, true] });
  await member('ann', 'en', { plan: true, daysSaved: [false] });
  await member('mei', 'zh', { plan: true, daysSaved: [false] });
  await member('ken', 'en', { plan: true, daysSaved: [false] });
  await member('ryo', 'en', { plan: false, daysSaved: [false] });
  const { saveNotificationChoices } = await import('@/lib/notifications/settings');
  await saveNotificationChoices(users.ken!, { catalogue: true, groups: true, eventDays: false, quietHours: false, quietStart: 0, quietEnd: 0 });
});

afterAll(async () => {
  const { db } = await import('@/lib/db');
  await db.$disconnect();
  await push?.stop();
});

describe('the reminder the day before an event day', () => {
  it('asks each phone without the saved days, in its member’s language, once', async () => {
    const { queueEventDayReminders } = await import('@/lib/notifications/event-day-reminders');
    expect(await queueEventDayReminders(eveningBefore('2026-12-29'))).toBe(3);
    // The crontab running twice (two instances, a restart) queues nothing more.
    expect(await queueEventDayReminders(eveningBefore('2026-12-29'))).toBe(0);
    await workPushQueue(members.database.url);

    expect(messagesTo(phones.hana0)).toEqual([{ ...reminderIn(ja, 1), tag: 'event-days-2026-12-30', url: '/#offline-data' }]);
    expect(messagesTo(phones.ann0)).toEqual([{ ...reminderIn(en, 1), tag: 'event-days-2026-12-30', url: '/#offline-data' }]);
    expect(messagesTo(phones.mei0)).toEqual([{ ...reminderIn(zh, 1), tag: 'event-days-2026-12-30', url: '/#offline-data' }]);
    expect(messagesTo(phones.hana1)).toEqual([]);
    expect(messagesTo(phones.ken0)).toEqual([]);
    expect(messagesTo(phones.ryo0)).toEqual([]);
  });

  it('is not sent on an evening before no event day, nor to a phone that saved the days since', async () => {
    const { queueEventDayReminders } = await import('@/lib/notifications/event-day-reminders');
    expect(await queueEventDayReminders(eveningBefore('2026-12-27'))).toBe(0);
    // Hana saves the days on her phone after the first reminder; Ann and Mei do not.
    const { recordDaysSaved } = await import('@/lib/notifications/devices');
    await recordDaysSaved(users.hana!, phones.hana0!, true);
    expect(await queueEventDayReminders(eveningBefore('2026-12-30'))).toBe(2);
    await workPushQueue(members.database.url);
    expect(messagesTo(phones.hana0)).toHaveLength(1);
    expect(messagesTo(phones.ann0)).toEqual([expect.objectContaining(reminderIn(en, 1)), { ...reminderIn(en, 2), tag: 'event-days-2026-12-31', url: '/#offline-data' }]);
    expect(messagesTo(phones.mei0).map((message) => message.body)).toEqual([reminderIn(zh, 1).body, reminderIn(zh, 2).body]);
  });
});
