'use server';

import { actionError, invalidInput, type ActionResult } from '@/lib/errors';
import { formInput, runAction } from '@/lib/errors/run-action';
import { requireGroupActor } from '../group-actor';
import { createGroupSchema } from '../schemas';
import { createGroup } from '../group-edits';

export async function createGroupAction(input: unknown): Promise<ActionResult<Awaited<ReturnType<typeof createGroup>>>> {
  const parsed = createGroupSchema.safeParse(formInput(input));
  if (!parsed.success) return actionError(invalidInput(parsed.error));
  return runAction(async () => createGroup((await requireGroupActor()).userId, parsed.data));
}
