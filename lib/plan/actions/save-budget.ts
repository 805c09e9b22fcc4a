'use server';

import { requirePlan } from '@/lib/auth/guards';
import { actionError, invalidInput, type ActionResult } from '@/lib/errors';
import { formInput, runAction } from '@/lib/errors/run-action';
import { saveBudget } from '../plan-edits';
import { saveBudgetSchema } from '../schemas';

export async function saveBudgetAction(input: unknown): Promise<ActionResult<Awaited<ReturnType<typeof saveBudget>>>> {
  const parsed = saveBudgetSchema.safeParse(formInput(input));
  if (!parsed.success) return actionError(invalidInput(parsed.error));
  return runAction(async () => saveBudget((await requirePlan()).id, parsed.data));
}
