import 'server-only';
import { getConfig } from '@/lib/config/get-config';
import { db } from '@/lib/db';
import { AppError } from '@/lib/errors';
import type { PushSubscriptionInput } from './schemas';

/** Subscriptions one member may keep: a phone, a tablet, a computer or two, and some to spare. */
const MAX_DEVICES = 10;

/**
 * Keeps this device's subscription for the member (turning notifications on, or the browser renewing its
 * subscription). An endpoint is one device's: one that was another member's moves to this member, as the
 * device is now signed in as them. The server posts to the address, so only a push service's https
 * address is taken (a developer's machine also takes http, for the local stand-in).
 */
export async function saveDevice(userId: string, input: PushSubscriptionInput): Promise<{ on: true }> {
  if (new URL(input.endpoint).protocol !== 'https:' && getConfig().appEnv !== 'development') throw new AppError('invalidInput', 'Errors.field.invalid');
  await db.$transaction(async (tx) => {
    const data = { userId, p256dh: input.keys.p256dh, auth: input.keys.auth, daysSaved: input.daysSaved };
    await tx.pushSubscription.upsert({ where: { endpoint: input.endpoint }, create: { endpoint: input.endpoint, ...data }, update: data });
    const devices = await tx.pushSubscription.findMany({ where: { userId }, orderBy: { createdAt: 'desc' }, select: { id: true } });
    const beyond = devices.slice(MAX_DEVICES).map((device) => device.id);
    if (beyond.length > 0) await tx.pushSubscription.deleteMany({ where: { id: { in: beyond } } });
  });
  return { on: true };
}

/** Turning notifications off on this device. */
export async function removeDevice(userId: string, endpoint: string): Promise<{ on: false }> {
  await db.pushSubscription.deleteMany({ where: { userId, endpoint } });
  return { on: false };
}

/** The device saved (or dropped) the event days: the day-before reminder is for devices without them. */
export async function recordDaysSaved(userId: string, endpoint: string, daysSaved: boolean): Promise<{ daysSaved: boolean }> {
  await db.pushSubscription.updateMany({ where: { userId, endpoint }, data: { daysSaved } });
  return { daysSaved };
}
