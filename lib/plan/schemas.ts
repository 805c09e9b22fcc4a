import { z } from 'zod';
import { circleIdSchema } from '@/lib/favorites/schemas';
import { MAX_EVENT_DAY, visitStatuses } from './visit-status';

// Shared by the plan's server actions, the logic they call and the offline sync. Messages are keys under
// `Errors` in messages/*.json.

export const eventDaySchema = z.coerce
  .number({ error: 'Errors.plan.invalidDay' })
  .int({ error: 'Errors.plan.invalidDay' })
  .min(1, { error: 'Errors.plan.invalidDay' })
  .max(MAX_EVENT_DAY, { error: 'Errors.plan.invalidDay' });

export const visitStatusSchema = z.enum(visitStatuses, { error: 'Errors.plan.invalidVisitStatus' });

export const setVisitMarkSchema = z.object({ circleId: circleIdSchema, day: eventDaySchema, status: visitStatusSchema });

export type SetVisitMarkInput = z.input<typeof setVisitMarkSchema>;
