import 'server-only';
import { getConfig } from '@/lib/config/get-config';
import { db } from '@/lib/db';
import { todayInJapan } from '@/lib/time/japan-time';
import { membersToNotify } from './members-to-notify';
import { queueNotifications, SWEEP_TRANSACTION, type QueuedNotification } from './queue-notifications';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * The day before an event day (run at 18:00 in Japan by the crontab): each subscribed device that has not
 * saved the event days for use without a network is asked to, on Wi-Fi at home rather than in the hall.
 * Once per device and day; a member with the plan only, as only they can save the days.
 */
export async function queueEventDayReminders(now = new Date()): Promise<number> {
  const tomorrow = todayInJapan(new Date(now.getTime() + DAY_MS));
  const day = await db.eventDay.findFirst({ where: { event: { code: getConfig().eventCode }, date: new Date(`${tomorrow}T00:00:00Z`) }, select: { dayNumber: true } });
  if (!day) return 0;
  return db.$transaction(async (tx) => {
    const members = (await membersToNotify(tx, 'all-subscribed', 'eventDays', now)).filter((member) => member.holdsPlan);
    const byId = new Map(members.map((member) => [member.userId, member]));
    const devices = await tx.pushSubscription.findMany({ where: { userId: { in: [...byId.keys()] }, daysSaved: false }, select: { id: true, userId: true } });
    const queued: QueuedNotification[] = devices.map((device) => ({
      userId: device.userId,
      cause: `days:${tomorrow}:${device.id}`,
      runAt: byId.get(device.userId)?.runAt ?? null,
      content: { kind: 'EVENT_DAYS', date: tomorrow, day: day.dayNumber, subscriptionId: device.id },
    }));
    return queueNotifications(tx, queued);
  }, SWEEP_TRANSACTION);
}
