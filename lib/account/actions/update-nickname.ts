'use server';

import { requireUser } from '@/lib/auth/guards';
import { actionError, invalidInput, type ActionResult } from '@/lib/errors';
import { updateNickname } from '../profile';
import { formInput, runAction } from '@/lib/errors/run-action';
import { nicknameSchema } from '../schemas';

export async function updateNicknameAction(input: unknown): Promise<ActionResult<{ nickname: string }>> {
  const parsed = nicknameSchema.safeParse(formInput(input));
  if (!parsed.success) return actionError(invalidInput(parsed.error));
  return runAction(async () => updateNickname((await requireUser()).id, parsed.data));
}
