'use server';

import { requirePlan } from '@/lib/auth/guards';
import { actionError, invalidInput, type ActionResult } from '@/lib/errors';
import { formInput, runAction } from '@/lib/errors/run-action';
import { importPlanFile, importPlanFileSchema } from '../import-plan-file';

export async function importPlanFileAction(input: unknown): Promise<ActionResult<{ day: number; imported: number }>> {
  const parsed = importPlanFileSchema.safeParse(formInput(input));
  if (!parsed.success) return actionError(invalidInput(parsed.error));
  return runAction(async () => importPlanFile((await requirePlan()).id, parsed.data));
}
