'use server';

import { requirePlan } from '@/lib/auth/guards';
import { actionError, invalidInput, type ActionResult } from '@/lib/errors';
import { formInput, runAction } from '@/lib/errors/run-action';
import { bulkSetFavoriteColor } from '../bulk-edits';
import { bulkSetColorSchema } from '../schemas';

export async function bulkSetFavoriteColorAction(input: unknown): Promise<ActionResult<{ color: number; updated: number }>> {
  const parsed = bulkSetColorSchema.safeParse(formInput(input));
  if (!parsed.success) return actionError(invalidInput(parsed.error));
  return runAction(async () => bulkSetFavoriteColor((await requirePlan()).id, parsed.data));
}
