'use server';

import { requireUser } from '@/lib/auth/guards';
import { actionError, invalidInput, type ActionResult } from '@/lib/errors';
import { formInput, runAction } from '@/lib/errors/run-action';
import { activateFreeTrial } from '../free-trial';
import { freeTrialSchema } from '../schemas';

export async function activateFreeTrialAction(input: unknown): Promise<ActionResult<{ until: string }>> {
  const parsed = freeTrialSchema.safeParse(formInput(input));
  if (!parsed.success) return actionError(invalidInput(parsed.error));
  return runAction(async () => {
    const { until } = await activateFreeTrial((await requireUser()).id);
    return { until: until.toISOString() };
  });
}
