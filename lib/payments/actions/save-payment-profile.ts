'use server';

import { requireUser } from '@/lib/auth/guards';
import { actionError, invalidInput, type ActionResult } from '@/lib/errors';
import { formInput, runAction } from '@/lib/errors/run-action';
import { savePaymentProfile } from '../payment-profile';
import { paymentProfileInput, paymentProfileSchema } from '../schemas';

export async function savePaymentProfileAction(input: unknown): Promise<ActionResult<{ nickname: string }>> {
  const parsed = paymentProfileSchema.safeParse(paymentProfileInput(formInput(input)));
  if (!parsed.success) return actionError(invalidInput(parsed.error));
  return runAction(async () => savePaymentProfile((await requireUser()).id, parsed.data));
}
