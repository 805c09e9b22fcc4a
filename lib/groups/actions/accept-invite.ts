'use server';

import { actionError, invalidInput, type ActionResult } from '@/lib/errors';
import { formInput, runAction } from '@/lib/errors/run-action';
import { requireGroupActor } from '../group-actor';
import { acceptInviteSchema } from '../schemas';
import { acceptInvite } from '../invites';

export async function acceptInviteAction(input: unknown): Promise<ActionResult<Awaited<ReturnType<typeof acceptInvite>>>> {
  const parsed = acceptInviteSchema.safeParse(formInput(input));
  if (!parsed.success) return actionError(invalidInput(parsed.error));
  return runAction(async () => acceptInvite((await requireGroupActor()).userId, parsed.data));
}
