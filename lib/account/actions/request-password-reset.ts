'use server';

import { anyone, defineAction } from '@/lib/errors/define-action';
import { requestPasswordReset } from '../password-reset';
import { requestContext } from '../next-request-context';
import { passwordResetRequestSchema } from '../schemas';

export const requestPasswordResetAction = defineAction({ guard: anyone, schema: passwordResetRequestSchema }, async (input) => {
  await requestPasswordReset(input, await requestContext());
  return undefined;
});
