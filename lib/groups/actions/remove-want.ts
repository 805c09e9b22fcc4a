'use server';

import { actionError, invalidInput, type ActionResult } from '@/lib/errors';
import { formInput, runAction } from '@/lib/errors/run-action';
import { requireGroupActor } from '../group-actor';
import { removeWantSchema } from '../schemas';
import { removeWant } from '../wants';

export async function removeWantAction(input: unknown): Promise<ActionResult<Awaited<ReturnType<typeof removeWant>>>> {
  const parsed = removeWantSchema.safeParse(formInput(input));
  if (!parsed.success) return actionError(invalidInput(parsed.error));
  return runAction(async () => removeWant(await requireGroupActor(), parsed.data));
}
