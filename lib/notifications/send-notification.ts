import 'server-only';
import { mayViewAdult } from '@/lib/auth/permissions';
import { activeRoles } from '@/lib/auth/roles';
import { db } from '@/lib/db';
import { defaultLocale, isLocale } from '@/lib/i18n/locales';
import { todayInJapan } from '@/lib/time/japan-time';
import { notificationContent } from './notification-content';
import { notificationText } from './notification-text';
import { sendPush, type Vapid } from './push-sender';
import { quietHoursEnd } from './quiet-hours';

export class PushRetryError extends Error {}

export type SendResult = { sent: number; gone: number; skipped: 'quiet' | 'plan-ended' | 'nothing-to-tell' | 'done' | null; retryAt?: Date };

/**
 * Sends one notification to each of the member's devices, once: a device's message is claimed (a row)
 * before it is sent, so a retry, a second instance or a restart skips a device already claimed. A
 * device whose push service answers 404/410 is forgotten. When a push service fails, the claim is
 * dropped and PushRetryError sends the job back to the queue, which tries again later (exp(attempt) s).
 */
export async function sendNotification(id: number, vapid: Vapid, now = new Date()): Promise<SendResult> {
  const notification = await db.notification.findUnique({
    where: { id },
    select: {
      kind: true,
      content: true,
      sentAt: true,
      user: {
        select: {
          locale: true,
          birthdate: true,
          showAdult: true,
          roles: { select: { role: true, expiresAt: true } },
          notificationSettings: { select: { quietStart: true, quietEnd: true, timeZone: true } },
          pushSubscriptions: { select: { id: true, endpoint: true, p256dh: true, auth: true } },
        },
      },
    },
  });
  if (!notification || notification.sentAt) return { sent: 0, gone: 0, skipped: 'done' };
  const { user } = notification;
  const settings = user.notificationSettings;
  const quietEnd = settings?.quietStart != null && settings.quietEnd != null ? quietHoursEnd(now, { start: settings.quietStart, end: settings.quietEnd, timeZone: settings.timeZone }) : null;
  if (quietEnd) return { sent: 0, gone: 0, skipped: 'quiet', retryAt: quietEnd };
  const roles = activeRoles(user.roles, now);
  const content = notificationContent.parse(notification.content);
  const finish = async (skipped: SendResult['skipped'], sent = 0, gone = 0): Promise<SendResult> => {
    await db.notification.update({ where: { id }, data: { sentAt: new Date() } });
    return { sent, gone, skipped };
  };
  // The catalogue is the plan's: a member whose plan ended hears nothing more of it.
  if (content.kind === 'CATALOGUE' && !roles.includes('Platinum')) return finish('plan-ended');
  const birthdate = user.birthdate ? user.birthdate.toISOString().slice(0, 10) : null;
  const shown = await notificationText(content, isLocale(user.locale) ? user.locale : defaultLocale, mayViewAdult({ roles, birthdate, showAdult: user.showAdult }, todayInJapan(now)));
  if (!shown) return finish('nothing-to-tell');
  const devices = content.kind === 'EVENT_DAYS' ? user.pushSubscriptions.filter((device) => device.id === content.subscriptionId) : user.pushSubscriptions;
  const payload = JSON.stringify(shown);
  let sent = 0;
  let gone = 0;
  let failed = 0;
  await Promise.all(
    devices.map(async (device) => {
      const claimed = await db.pushDelivery.createMany({ data: [{ notificationId: id, subscriptionId: device.id }], skipDuplicates: true });
      if (claimed.count === 0) return;
      const outcome = await sendPush(device, payload, vapid, shown.tag);
      if (outcome === 'sent') {
        sent += 1;
        await db.pushDelivery.update({ where: { notificationId_subscriptionId: { notificationId: id, subscriptionId: device.id } }, data: { sentAt: new Date() } });
      } else if (outcome === 'gone') {
        gone += 1;
        await db.pushSubscription.deleteMany({ where: { id: device.id } });
      } else {
        failed += 1;
        await db.pushDelivery.deleteMany({ where: { notificationId: id, subscriptionId: device.id } });
      }
    }),
  );
  if (failed > 0) throw new PushRetryError(`${failed} of ${devices.length} push services failed; trying again later`);
  return finish(null, sent, gone);
}
