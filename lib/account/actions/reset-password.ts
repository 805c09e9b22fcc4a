'use server';

import { actionError, invalidInput, type ActionResult } from '@/lib/errors';
import { resetPassword } from '../password-reset';
import { formInput, runAction } from '@/lib/errors/run-action';
import { requestContext } from '../next-request-context';
import { passwordResetSchema } from '../schemas';

export async function resetPasswordAction(input: unknown): Promise<ActionResult> {
  const parsed = passwordResetSchema.safeParse(formInput(input));
  if (!parsed.success) return actionError(invalidInput(parsed.error));
  return runAction(async () => {
    await resetPassword(parsed.data, await requestContext());
    return undefined;
  });
}
