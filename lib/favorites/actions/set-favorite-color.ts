'use server';

import { requirePlan } from '@/lib/auth/guards';
import { actionError, invalidInput, type ActionResult } from '@/lib/errors';
import { formInput, runAction } from '@/lib/errors/run-action';
import { setFavoriteColor } from '../favorite-edits';
import type { FavoriteState } from '../favorite-state';
import { setColorSchema } from '../schemas';

export async function setFavoriteColorAction(input: unknown): Promise<ActionResult<FavoriteState>> {
  const parsed = setColorSchema.safeParse(formInput(input));
  if (!parsed.success) return actionError(invalidInput(parsed.error));
  return runAction(async () => setFavoriteColor((await requirePlan()).id, parsed.data));
}
