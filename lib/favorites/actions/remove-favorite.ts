'use server';

import { requirePlan } from '@/lib/auth/guards';
import { actionError, invalidInput, type ActionResult } from '@/lib/errors';
import { formInput, runAction } from '@/lib/errors/run-action';
import { removeFavorite } from '../favorite-edits';
import { removeFavoriteSchema } from '../schemas';

export async function removeFavoriteAction(input: unknown): Promise<ActionResult<{ circleId: number; removed: boolean }>> {
  const parsed = removeFavoriteSchema.safeParse(formInput(input));
  if (!parsed.success) return actionError(invalidInput(parsed.error));
  return runAction(async () => removeFavorite((await requirePlan()).id, parsed.data));
}
