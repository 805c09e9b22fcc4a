'use server';

import { requirePlan } from '@/lib/auth/guards';
import { actionError, invalidInput, type ActionResult } from '@/lib/errors';
import { formInput, runAction } from '@/lib/errors/run-action';
import { savePlannedSpend } from '../plan-edits';
import { savePlannedSpendSchema } from '../schemas';

export async function savePlannedSpendAction(input: unknown): Promise<ActionResult<Awaited<ReturnType<typeof savePlannedSpend>>>> {
  const parsed = savePlannedSpendSchema.safeParse(formInput(input));
  if (!parsed.success) return actionError(invalidInput(parsed.error));
  return runAction(async () => savePlannedSpend((await requirePlan()).id, parsed.data));
}
