'use server';

import { actionError, invalidInput, type ActionResult } from '@/lib/errors';
import { formInput, runAction } from '@/lib/errors/run-action';
import { requestContext } from '../next-request-context';
import { signUpSchema } from '../schemas';
import { signUp, type SignUpResult } from '../sign-up';

export async function signUpAction(input: unknown): Promise<ActionResult<SignUpResult>> {
  const parsed = signUpSchema.safeParse(formInput(input));
  if (!parsed.success) return actionError(invalidInput(parsed.error));
  // No user check: signing up is for visitors.
  return runAction(async () => signUp(parsed.data, await requestContext()));
}
