'use server';

import { CredentialsSignin } from 'next-auth';
import { signInSchema } from '@/lib/auth/sign-in-schema';
import { anyone, defineAction } from '@/lib/errors/define-action';
import { signIn } from '../auth';
import { providerIds } from '../provider-ids';
import { defaultLandingPath, redirectTargetSchema } from '../redirect-target';
import { appErrorFromSignIn } from '../sign-in-error';

const schema = signInSchema.extend({ redirectTo: redirectTargetSchema.optional() });

/** Signs in and redirects (to the remembered route, else the circle list); a failure comes back as a result. */
export const signInWithPasswordAction = defineAction({ guard: anyone, schema }, async ({ email, password, redirectTo = defaultLandingPath }) => {
  try {
    await signIn(providerIds.credentials, { email, password, redirectTo });
  } catch (error) {
    throw error instanceof CredentialsSignin ? appErrorFromSignIn(error) : error;
  }
  return undefined;
});
