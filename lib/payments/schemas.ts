import { z } from 'zod';
import { birthdatePartsSchema, booleanInputSchema, nicknameSchema } from '@/lib/account/schemas';

// Shared by the payment steps' forms, their server actions and the pages' query strings. Messages are
// keys under `Errors` in messages/*.json.

/**
 * The "input information" step: the user info form (nickname, birthdate as year, month and day,
 * adult content). The form's flat fields are grouped by `paymentProfileInput`.
 */
export const paymentProfileSchema = z.object({
  nickname: nicknameSchema.shape.nickname,
  birthdate: birthdatePartsSchema,
  showAdult: booleanInputSchema,
});

export function paymentProfileInput(input: unknown): unknown {
  // Anything but an object is left for the schema to refuse: an action can be posted any value.
  if (typeof input !== 'object' || input === null) return input;
  const fields = input as Record<string, unknown>;
  return { nickname: fields.nickname, showAdult: fields.showAdult, birthdate: { year: fields.year, month: fields.month, day: fields.day } };
}

export type PaymentProfile = z.output<typeof paymentProfileSchema>;

/** The confirm step: the payment agreement, which includes the no-refund notice. */
export const checkoutConfirmSchema = z.object({
  agreePayment: booleanInputSchema.refine((value) => value, { error: 'Errors.payments.agreementRequired' }),
});

export const cancelRenewalSchema = z.object({
  confirm: z.literal('stop-renewal', { error: 'Errors.field.mustAccept' }),
});

export const freeTrialSchema = z.object({
  agreeTrial: booleanInputSchema.refine((value) => value, { error: 'Errors.field.mustAccept' }),
});

/** `/pay` after Stripe Checkout (`session_id`) or the free trial (`completed=trial`); malformed values are absent. */
export const payQuerySchema = z.object({
  session_id: z.string().regex(/^cs_[A-Za-z0-9_]{1,250}$/).optional().catch(undefined),
  completed: z.literal('trial').optional().catch(undefined),
});
