'use server';

import { actionError, invalidInput, type ActionResult } from '@/lib/errors';
import { formInput, runAction } from '@/lib/errors/run-action';
import { requireGroupActor } from '../group-actor';
import { shareMemoSchema } from '../schemas';
import { shareMemo } from '../wants';

export async function shareMemoAction(input: unknown): Promise<ActionResult<Awaited<ReturnType<typeof shareMemo>>>> {
  const parsed = shareMemoSchema.safeParse(formInput(input));
  if (!parsed.success) return actionError(invalidInput(parsed.error));
  return runAction(async () => shareMemo(await requireGroupActor(), parsed.data));
}
