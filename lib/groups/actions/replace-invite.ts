'use server';

import { actionError, invalidInput, type ActionResult } from '@/lib/errors';
import { formInput, runAction } from '@/lib/errors/run-action';
import { requireGroupActor } from '../group-actor';
import { groupRefSchema } from '../schemas';
import { replaceInvite } from '../invites';

export async function replaceInviteAction(input: unknown): Promise<ActionResult<Awaited<ReturnType<typeof replaceInvite>>>> {
  const parsed = groupRefSchema.safeParse(formInput(input));
  if (!parsed.success) return actionError(invalidInput(parsed.error));
  return runAction(async () => replaceInvite((await requireGroupActor()).userId, parsed.data));
}
