'use server';

import { requirePlan } from '@/lib/auth/guards';
import { actionError, invalidInput, type ActionResult } from '@/lib/errors';
import { formInput, runAction } from '@/lib/errors/run-action';
import { savePlanDay } from '../plan-edits';
import { savePlanDaySchema } from '../schemas';

export async function savePlanDayAction(input: unknown): Promise<ActionResult<Awaited<ReturnType<typeof savePlanDay>>>> {
  const parsed = savePlanDaySchema.safeParse(formInput(input));
  if (!parsed.success) return actionError(invalidInput(parsed.error));
  return runAction(async () => savePlanDay((await requirePlan()).id, parsed.data));
}
