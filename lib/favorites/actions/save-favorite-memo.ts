'use server';

import { requirePlan } from '@/lib/auth/guards';
import { actionError, invalidInput, type ActionResult } from '@/lib/errors';
import { formInput, runAction } from '@/lib/errors/run-action';
import { saveFavoriteMemo } from '../favorite-edits';
import type { FavoriteState } from '../favorite-state';
import { saveMemoSchema } from '../schemas';

export async function saveFavoriteMemoAction(input: unknown): Promise<ActionResult<FavoriteState | null>> {
  const parsed = saveMemoSchema.safeParse(formInput(input));
  if (!parsed.success) return actionError(invalidInput(parsed.error));
  return runAction(async () => saveFavoriteMemo((await requirePlan()).id, parsed.data));
}
