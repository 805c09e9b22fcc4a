'use server';

import { actionError, invalidInput, type ActionResult } from '@/lib/errors';
import { formInput, runAction } from '@/lib/errors/run-action';
import { requireGroupActor } from '../group-actor';
import { assignCircleSchema } from '../schemas';
import { assignCircle } from '../assignments';

export async function assignCircleAction(input: unknown): Promise<ActionResult<Awaited<ReturnType<typeof assignCircle>>>> {
  const parsed = assignCircleSchema.safeParse(formInput(input));
  if (!parsed.success) return actionError(invalidInput(parsed.error));
  return runAction(async () => assignCircle(await requireGroupActor(), parsed.data));
}
