'use server';

import { actionError, invalidInput, type ActionResult } from '@/lib/errors';
import { formInput, runAction } from '@/lib/errors/run-action';
import { requireGroupActor } from '../group-actor';
import { setWantSchema } from '../schemas';
import { setWant } from '../wants';

export async function setWantAction(input: unknown): Promise<ActionResult<Awaited<ReturnType<typeof setWant>>>> {
  const parsed = setWantSchema.safeParse(formInput(input));
  if (!parsed.success) return actionError(invalidInput(parsed.error));
  return runAction(async () => setWant(await requireGroupActor(), parsed.data));
}
