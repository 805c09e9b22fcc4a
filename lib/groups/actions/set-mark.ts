'use server';

import { actionError, invalidInput, type ActionResult } from '@/lib/errors';
import { formInput, runAction } from '@/lib/errors/run-action';
import { requireGroupActor } from '../group-actor';
import { setMarkSchema } from '../schemas';
import { setMark } from '../marks';

export async function setMarkAction(input: unknown): Promise<ActionResult<Awaited<ReturnType<typeof setMark>>>> {
  const parsed = setMarkSchema.safeParse(formInput(input));
  if (!parsed.success) return actionError(invalidInput(parsed.error));
  return runAction(async () => setMark(await requireGroupActor(), parsed.data));
}
