'use server';

import { requireUser } from '@/lib/auth/guards';
import { actionError, invalidInput, type ActionResult } from '@/lib/errors';
import { updateShowAdult } from '../birthdate';
import { formInput, runAction } from '@/lib/errors/run-action';
import { showAdultSchema } from '../schemas';

export async function updateShowAdultAction(input: unknown): Promise<ActionResult<{ showAdult: boolean }>> {
  const parsed = showAdultSchema.safeParse(formInput(input));
  if (!parsed.success) return actionError(invalidInput(parsed.error));
  return runAction(async () => updateShowAdult((await requireUser()).id, parsed.data));
}
