'use server';

import { actionError, invalidInput, type ActionResult } from '@/lib/errors';
import { formInput, runAction } from '@/lib/errors/run-action';
import { requireGroupActor } from '../group-actor';
import { groupRefSchema } from '../schemas';
import { applySplit } from '../apply-split';

export async function applySplitAction(input: unknown): Promise<ActionResult<Awaited<ReturnType<typeof applySplit>>>> {
  const parsed = groupRefSchema.safeParse(formInput(input));
  if (!parsed.success) return actionError(invalidInput(parsed.error));
  return runAction(async () => applySplit(await requireGroupActor(), parsed.data));
}
