'use server';

import { actionError, invalidInput, type ActionResult } from '@/lib/errors';
import { formInput, runAction } from '@/lib/errors/run-action';
import { requireGroupActor } from '../group-actor';
import { removeMemberSchema } from '../schemas';
import { removeMember } from '../group-edits';

export async function removeMemberAction(input: unknown): Promise<ActionResult<Awaited<ReturnType<typeof removeMember>>>> {
  const parsed = removeMemberSchema.safeParse(formInput(input));
  if (!parsed.success) return actionError(invalidInput(parsed.error));
  return runAction(async () => removeMember((await requireGroupActor()).userId, parsed.data));
}
