'use server';

import { actionError, invalidInput, type ActionResult } from '@/lib/errors';
import { formInput, runAction } from '@/lib/errors/run-action';
import { requireGroupActor } from '../group-actor';
import { groupRefSchema } from '../schemas';
import { leaveGroup } from '../group-edits';

export async function leaveGroupAction(input: unknown): Promise<ActionResult<Awaited<ReturnType<typeof leaveGroup>>>> {
  const parsed = groupRefSchema.safeParse(formInput(input));
  if (!parsed.success) return actionError(invalidInput(parsed.error));
  return runAction(async () => leaveGroup((await requireGroupActor()).userId, parsed.data));
}
