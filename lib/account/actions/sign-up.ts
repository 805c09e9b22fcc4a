'use server';

import { anyone, defineAction } from '@/lib/errors/define-action';
import { requestContext } from '../next-request-context';
import { signUpSchema } from '../schemas';
import { signUp } from '../sign-up';

// Signing up is for visitors.
export const signUpAction = defineAction({ guard: anyone, schema: signUpSchema }, async (input) => signUp(input, await requestContext()));
