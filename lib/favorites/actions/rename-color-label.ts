'use server';

import { requirePlan } from '@/lib/auth/guards';
import { actionError, invalidInput, type ActionResult } from '@/lib/errors';
import { formInput, runAction } from '@/lib/errors/run-action';
import { renameColorLabel } from '../color-labels';
import { renameLabelSchema } from '../schemas';

export async function renameColorLabelAction(input: unknown): Promise<ActionResult<{ color: number; label: string | null }>> {
  const parsed = renameLabelSchema.safeParse(formInput(input));
  if (!parsed.success) return actionError(invalidInput(parsed.error));
  return runAction(async () => renameColorLabel((await requirePlan()).id, parsed.data));
}
