import { z } from 'zod';
import { shownFields } from '@/lib/catalogue-changes/change-summary';
import { intIdValue, wholeNumber } from '@/lib/validation/bounded-number';
import { MAX_INT4 } from '@/lib/validation/whole-number';

// What a notification tells, kept without words (the sending job words it in the member's language at
// the time it is sent). Stored as JSON and read back through this schema.

const circleSummary = z.object({
  moved: z.object({ from: z.array(z.string()), to: z.array(z.string()) }).nullable(),
  withdrawn: z.boolean(),
  returned: z.boolean(),
  worksChanged: z.boolean(),
  newMenu: z.boolean(),
  fields: z.array(z.enum(shownFields)),
});

/** Circles a catalogue notification names at most; the rest are counted. */
export const NAMED_CIRCLES = 3;

export const notificationContent = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('CATALOGUE'),
    importId: intIdValue(),
    /** Changed circles the member may see, named or not. */
    count: wholeNumber({ min: 0, max: MAX_INT4 }),
    circles: z.array(z.object({ name: z.string(), isAdult: z.boolean(), summary: circleSummary })).max(NAMED_CIRCLES),
  }),
  z.object({
    kind: z.literal('GROUP'),
    event: z.enum(['bought', 'assigned', 'split', 'settlement']),
    groupId: z.string(),
    groupName: z.string(),
    circle: z.object({ name: z.string(), isAdult: z.boolean() }).nullable(),
    count: wholeNumber({ min: 0, max: MAX_INT4 }),
  }),
  z.object({ kind: z.literal('EVENT_DAYS'), date: z.string(), day: wholeNumber({ min: 1, max: 7 }), subscriptionId: z.string() }),
]);

export type NotificationContent = z.infer<typeof notificationContent>;
