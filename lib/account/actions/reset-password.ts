'use server';

import { anyone, defineAction } from '@/lib/errors/define-action';
import { resetPassword } from '../password-reset';
import { requestContext } from '../next-request-context';
import { passwordResetSchema } from '../schemas';

export const resetPasswordAction = defineAction({ guard: anyone, schema: passwordResetSchema }, async (input) => {
  await resetPassword(input, await requestContext());
  return undefined;
});
