'use server';

import { requireUser } from '@/lib/auth/guards';
import { actionError, invalidInput, type ActionResult } from '@/lib/errors';
import { formInput, runAction } from '@/lib/errors/run-action';
import { updateBirthdate } from '../birthdate';
import { birthdatePartsSchema } from '../schemas';

/** The settings form sends year, month and day as three fields. */
export async function updateBirthdateAction(input: unknown): Promise<ActionResult<{ birthdate: string }>> {
  const parsed = birthdatePartsSchema.safeParse(formInput(input));
  if (!parsed.success) return actionError(invalidInput(parsed.error));
  return runAction(async () => updateBirthdate((await requireUser()).id, { birthdate: parsed.data }, 'SETTINGS'));
}
