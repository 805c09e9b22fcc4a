'use server';

import { anyone, defineAction } from '@/lib/errors/define-action';
import { verifyEmail } from '../email-verification';
import { verificationTokenSchema } from '../schemas';

/**
 * Posted by the confirm button of /auth/verify. The page must not verify on GET: mail scanners open links
 * and would use up the token before the user does.
 */
export const verifyEmailAction = defineAction({ guard: anyone, schema: verificationTokenSchema }, (input) => verifyEmail(input));
