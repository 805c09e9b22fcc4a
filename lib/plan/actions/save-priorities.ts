'use server';

import { requirePlan } from '@/lib/auth/guards';
import { actionError, invalidInput, type ActionResult } from '@/lib/errors';
import { formInput, runAction } from '@/lib/errors/run-action';
import { savePriorities } from '../plan-edits';
import { savePrioritiesSchema } from '../schemas';

export async function savePrioritiesAction(input: unknown): Promise<ActionResult<Awaited<ReturnType<typeof savePriorities>>>> {
  const parsed = savePrioritiesSchema.safeParse(formInput(input));
  if (!parsed.success) return actionError(invalidInput(parsed.error));
  return runAction(async () => savePriorities((await requirePlan()).id, parsed.data));
}
