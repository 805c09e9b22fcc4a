'use server';

import { actionError, invalidInput, type ActionResult } from '@/lib/errors';
import { resendEmailVerification } from '../email-verification';
import { formInput, runAction } from '@/lib/errors/run-action';
import { requestContext } from '../next-request-context';
import { passwordResetRequestSchema } from '../schemas';

export async function resendVerificationAction(input: unknown): Promise<ActionResult> {
  const parsed = passwordResetRequestSchema.safeParse(formInput(input));
  if (!parsed.success) return actionError(invalidInput(parsed.error));
  return runAction(async () => {
    await resendEmailVerification(parsed.data, await requestContext());
    return undefined;
  });
}
