'use server';

import { requirePlan } from '@/lib/auth/guards';
import { actionError, invalidInput, type ActionResult } from '@/lib/errors';
import { formInput, runAction } from '@/lib/errors/run-action';
import { setStopPinned } from '../plan-edits';
import { setStopPinnedSchema } from '../schemas';

export async function setStopPinnedAction(input: unknown): Promise<ActionResult<Awaited<ReturnType<typeof setStopPinned>>>> {
  const parsed = setStopPinnedSchema.safeParse(formInput(input));
  if (!parsed.success) return actionError(invalidInput(parsed.error));
  return runAction(async () => setStopPinned((await requirePlan()).id, parsed.data));
}
