import { z } from 'zod';
import { booleanInputSchema } from '@/lib/account/schemas';

// What a page sends about this device's push subscription and the member's choices.

/** A push service's address: https, as every browser's is (http only for a developer's local stand-in, checked where it is saved). */
const endpoint = z.url({ protocol: /^https?$/, error: 'Errors.field.invalid' }).max(2048, { error: 'Errors.field.invalid' });

/** `PushSubscription.toJSON()`: the endpoint and the device's P-256 key (65 bytes) and auth secret (16 bytes). */
export const pushSubscriptionSchema = z.object({
  endpoint,
  keys: z.object({
    p256dh: z.string().regex(/^[A-Za-z0-9_-]{87}=*$/, { error: 'Errors.field.invalid' }),
    auth: z.string().regex(/^[A-Za-z0-9_-]{22}=*$/, { error: 'Errors.field.invalid' }),
  }),
  daysSaved: booleanInputSchema,
});

export const deviceSchema = z.object({ endpoint });

export const daysSavedSchema = z.object({ endpoint, daysSaved: booleanInputSchema });

/** `HH:MM`, read as minutes after midnight. */
const timeOfDay = z
  .string()
  .regex(/^([01]\d|2[0-3]):[0-5]\d$/, { error: 'Errors.field.invalid' })
  .transform((value) => Number(value.slice(0, 2)) * 60 + Number(value.slice(3, 5)));

export const notificationSettingsSchema = z.object({
  catalogue: booleanInputSchema,
  groups: booleanInputSchema,
  eventDays: booleanInputSchema,
  quietHours: booleanInputSchema,
  quietStart: timeOfDay.default(22 * 60),
  quietEnd: timeOfDay.default(8 * 60),
});

export type PushSubscriptionInput = z.output<typeof pushSubscriptionSchema>;
export type NotificationSettingsInput = z.output<typeof notificationSettingsSchema>;
