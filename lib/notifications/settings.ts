import 'server-only';
import { pushSettings } from '@/lib/config/push';
import { db } from '@/lib/db';
import { eventTimeZone } from '@/lib/time/japan-time';
import type { NotificationSettingsInput } from './schemas';

export type NotificationChoices = {
  catalogue: boolean;
  groups: boolean;
  eventDays: boolean;
  /** Minutes after midnight in Japan; null: no quiet hours. */
  quiet: { start: number; end: number } | null;
};

export async function loadNotificationChoices(userId: string): Promise<NotificationChoices> {
  const row = await db.notificationSettings.findUnique({ where: { userId } });
  return {
    catalogue: row?.catalogue ?? true,
    groups: row?.groups ?? true,
    eventDays: row?.eventDays ?? true,
    quiet: row?.quietStart != null && row.quietEnd != null ? { start: row.quietStart, end: row.quietEnd } : null,
  };
}

export async function saveNotificationChoices(userId: string, input: NotificationSettingsInput): Promise<NotificationChoices> {
  const quiet = input.quietHours ? { start: input.quietStart, end: input.quietEnd } : null;
  const data = { catalogue: input.catalogue, groups: input.groups, eventDays: input.eventDays, quietStart: quiet?.start ?? null, quietEnd: quiet?.end ?? null, timeZone: eventTimeZone };
  await db.notificationSettings.upsert({ where: { userId }, create: { userId, ...data }, update: data });
  return { catalogue: input.catalogue, groups: input.groups, eventDays: input.eventDays, quiet };
}

/** The key a page subscribes with; null when this server sends no notifications. */
export function pushPublicKey(): string | null {
  return pushSettings().vapid?.publicKey ?? null;
}
