'use server';

import { requirePlan } from '@/lib/auth/guards';
import { actionError, invalidInput, type ActionResult } from '@/lib/errors';
import { formInput, runAction } from '@/lib/errors/run-action';
import { bulkRemoveFavorites } from '../bulk-edits';
import { bulkRemoveSchema } from '../schemas';

export async function bulkRemoveFavoritesAction(input: unknown): Promise<ActionResult<{ removed: number }>> {
  const parsed = bulkRemoveSchema.safeParse(formInput(input));
  if (!parsed.success) return actionError(invalidInput(parsed.error));
  return runAction(async () => bulkRemoveFavorites((await requirePlan()).id, parsed.data));
}
