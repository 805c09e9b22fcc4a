'use server';

import { anyone, defineAction } from '@/lib/errors/define-action';
import { resendEmailVerification } from '../email-verification';
import { requestContext } from '../next-request-context';
import { passwordResetRequestSchema } from '../schemas';

export const resendVerificationAction = defineAction({ guard: anyone, schema: passwordResetRequestSchema }, async (input) => {
  await resendEmailVerification(input, await requestContext());
  return undefined;
});
