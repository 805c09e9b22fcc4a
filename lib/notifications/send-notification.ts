import 'server-only';
import { pushSettings } from '@/lib/config/push';
import { defaultLocale, isLocale } from '@/lib/i18n/locales';
import { notificationContent } from './notification-content';
import { notificationText } from './notification-text';
import { claimDeliveries, notificationsToSend, recordOutcomes, type Delivery, type Device, type NotificationToSend, type SqlClient } from './notifications-to-send';
import { sendPush, type Vapid } from './push-sender';
import { sendingPace } from './sending-pace';

export class PushRetryError extends Error {}

export type SendResult = { sent: number; gone: number; skipped: 'quiet' | 'plan-ended' | 'nothing-to-tell' | 'done' | null; retryAt?: Date };

/** One notification's outcome: done (sent, or nothing to send), or a PushRetryError to try it again later. */
export type SendOutcome = SendResult | PushRetryError;

type Message = { notificationId: number; device: Device; payload: string; tag: string };

/** What is to be sent for one notification, or why nothing is. */
async function prepare(notification: NotificationToSend): Promise<{ skipped: SendResult['skipped']; retryAt?: Date } | Message[]> {
  const { member } = notification;
  if (member.runAt) return { skipped: 'quiet', retryAt: member.runAt };
  const content = notificationContent.parse(notification.content);
  // The catalogue is the plan's: a member whose plan ended hears nothing more of it.
  if (content.kind === 'CATALOGUE' && !member.holdsPlan) return { skipped: 'plan-ended' };
  const shown = await notificationText(content, isLocale(notification.locale) ? notification.locale : defaultLocale, member.mayViewAdult);
  if (!shown) return { skipped: 'nothing-to-tell' };
  const devices = content.kind === 'EVENT_DAYS' ? notification.devices.filter((device) => device.id === content.subscriptionId) : notification.devices;
  const payload = JSON.stringify(shown);
  return devices.map((device) => ({ notificationId: notification.id, device, payload, tag: shown.tag }));
}

/** This process's pace, shared by the jobs it runs at once. */
let pace: (() => Promise<void>) | undefined;

/**
 * Sends a batch of notifications, each to each of its member's devices, once: a device's message is
 * claimed (a row) before it is sent, so a retry, a second instance or a restart skips a device already
 * claimed. A device whose push service answers 404/410 is forgotten. When a push service fails, the
 * claim is dropped and that notification's outcome is a PushRetryError, which sends it back to the queue
 * to be tried again later (exp(attempt) s). Reads and writes a whole batch in a few statements.
 */
export async function sendNotifications(client: SqlClient, ids: readonly number[], vapid: Vapid, now = new Date()): Promise<Map<number, SendOutcome>> {
  const outcomes = new Map<number, SendOutcome>(ids.map((id) => [id, { sent: 0, gone: 0, skipped: 'done' }]));
  const finished: number[] = [];
  const messages: Message[] = [];
  for (const notification of await notificationsToSend(client, ids, now)) {
    const prepared = await prepare(notification);
    if (Array.isArray(prepared)) messages.push(...prepared);
    else {
      outcomes.set(notification.id, { sent: 0, gone: 0, ...prepared });
      if (prepared.skipped !== 'quiet') finished.push(notification.id);
    }
  }
  const toSend = new Set(messages.map((m) => m.notificationId));
  const claimed = new Set((await claimDeliveries(client, messages.map((m) => ({ notificationId: m.notificationId, subscriptionId: m.device.id })))).map((d) => `${d.notificationId} ${d.subscriptionId}`));
  const sent: Delivery[] = [];
  const failed: Delivery[] = [];
  const goneDevices: string[] = [];
  const tally = new Map<number, { sent: number; gone: number; failed: number }>([...toSend].map((id) => [id, { sent: 0, gone: 0, failed: 0 }]));
  await Promise.all(
    messages.map(async (message) => {
      const delivery = { notificationId: message.notificationId, subscriptionId: message.device.id };
      if (!claimed.has(`${delivery.notificationId} ${delivery.subscriptionId}`)) return;
      pace ??= sendingPace(pushSettings().ratePerSecond);
      await pace();
      const outcome = await sendPush(message.device, message.payload, vapid, message.tag);
      const counts = tally.get(message.notificationId);
      if (counts) counts[outcome] += 1;
      if (outcome === 'sent') sent.push(delivery);
      else if (outcome === 'gone') goneDevices.push(message.device.id);
      else failed.push(delivery);
    }),
  );
  for (const [id, counts] of tally) {
    if (counts.failed > 0) outcomes.set(id, new PushRetryError(`${counts.failed} of ${counts.sent + counts.gone + counts.failed} push services failed; trying again later`));
    else {
      outcomes.set(id, { sent: counts.sent, gone: counts.gone, skipped: null });
      finished.push(id);
    }
  }
  await recordOutcomes(client, { sent, failed, goneDevices, finished });
  return outcomes;
}
