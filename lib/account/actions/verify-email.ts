'use server';

import { actionError, invalidInput, type ActionResult } from '@/lib/errors';
import { verifyEmail } from '../email-verification';
import { formInput, runAction } from '@/lib/errors/run-action';
import { verificationTokenSchema } from '../schemas';

/**
 * Posted by the confirm button of /auth/verify. The page must not verify on GET: mail scanners open links
 * and would use up the token before the user does.
 */
export async function verifyEmailAction(input: unknown): Promise<ActionResult<{ email: string }>> {
  const parsed = verificationTokenSchema.safeParse(formInput(input));
  if (!parsed.success) return actionError(invalidInput(parsed.error));
  return runAction(() => verifyEmail(parsed.data));
}
