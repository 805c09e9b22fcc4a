'use server';

import { actionError, invalidInput, type ActionResult } from '@/lib/errors';
import { formInput, runAction } from '@/lib/errors/run-action';
import { requireGroupActor } from '../group-actor';
import { revokeInviteSchema } from '../schemas';
import { revokeInvite } from '../invites';

export async function revokeInviteAction(input: unknown): Promise<ActionResult<Awaited<ReturnType<typeof revokeInvite>>>> {
  const parsed = revokeInviteSchema.safeParse(formInput(input));
  if (!parsed.success) return actionError(invalidInput(parsed.error));
  return runAction(async () => revokeInvite((await requireGroupActor()).userId, parsed.data));
}
