import { z } from 'zod';
import { MAX_COLOR } from '@/lib/favorites/palette';
import { circleIdSchema, colorSchema } from '@/lib/favorites/schemas';
import { boundedNumber, intIdValue, wholeNumberInput } from '@/lib/validation/bounded-number';
import { MAX_PLAN_STOPS, MAX_PLAN_YEN, MAX_WORKS_PER_STOP } from './plan-limits';
import { MAX_EVENT_DAY, visitStatuses } from './visit-status';

// Shared by the plan's server actions, the logic they call and the offline sync. Messages are keys under
// `Errors` in messages/*.json.

export const eventDaySchema = wholeNumberInput({ min: 1, max: MAX_EVENT_DAY }, 'Errors.plan.invalidDay');

export const visitStatusSchema = z.enum(visitStatuses, { error: 'Errors.plan.invalidVisitStatus' });

export const setVisitMarkSchema = z.object({ circleId: circleIdSchema, day: eventDaySchema, status: visitStatusSchema });


const colorListSchema = z.array(colorSchema, { error: 'Errors.plan.invalidPriority' }).max(MAX_COLOR, { error: 'Errors.plan.invalidPriority' });

/** Each colour in one class at most; a colour in none keeps its default. */
export const savePrioritiesSchema = z
  .object({ must: colorListSchema, want: colorListSchema, ifTime: colorListSchema })
  .refine(({ must, want, ifTime }) => new Set([...must, ...want, ...ifTime]).size === must.length + want.length + ifTime.length, { error: 'Errors.plan.invalidPriority' });

const yenSchema = wholeNumberInput({ min: 0, max: MAX_PLAN_YEN }, 'Errors.plan.invalidAmount');

export const setStopPinnedSchema = z.object({ circleId: circleIdSchema, pinned: z.boolean({ error: 'Errors.field.invalid' }) });

export const savePlannedSpendSchema = z.object({
  circleId: circleIdSchema,
  workIds: z.array(intIdValue('Errors.field.invalid'), { error: 'Errors.field.invalid' }).max(MAX_WORKS_PER_STOP, { error: 'Errors.field.invalid' }).transform((ids) => [...new Set(ids)]),
  /** A typed amount instead of the ticked works' prices; null to go by the works. */
  amountYen: yenSchema.nullable(),
});

export const saveBudgetSchema = z.object({
  capYen: yenSchema.nullable(),
  currencyCode: z
    .string({ error: 'Errors.plan.invalidCurrency' })
    .trim()
    .toUpperCase()
    .regex(/^(?:[A-Z]{3})?$/, { error: 'Errors.plan.invalidCurrency' }),
  yenPerUnit: boundedNumber({ min: 0, max: 1_000_000 }, 'Errors.plan.invalidRate', { coerce: true }).positive({ error: 'Errors.plan.invalidRate' }).nullable(),
});

export const savePlanDaySchema = z.object({
  day: eventDaySchema,
  entranceHall: z.string({ error: 'Errors.field.invalid' }).max(16, { error: 'Errors.field.invalid' }).regex(/^(|[A-Z]+-\d{1,2})$/, { error: 'Errors.field.invalid' }),
  /** The member's order of the day's stops; empty returns to the computed route. */
  stopOrder: z.array(circleIdSchema, { error: 'Errors.plan.invalidOrder' }).max(MAX_PLAN_STOPS, { error: 'Errors.plan.invalidOrder' }).refine((ids) => new Set(ids).size === ids.length, { error: 'Errors.plan.invalidOrder' }),
});

