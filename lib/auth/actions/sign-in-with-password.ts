'use server';

import { CredentialsSignin } from 'next-auth';
import { signInSchema } from '@/lib/auth/sign-in-schema';
import { actionError, invalidInput, type ActionResult } from '@/lib/errors';
import { formInput, runAction } from '@/lib/errors/run-action';
import { signIn } from '../auth';
import { providerIds } from '../provider-ids';
import { defaultLandingPath, redirectTargetSchema } from '../redirect-target';
import { appErrorFromSignIn } from '../sign-in-error';

const schema = signInSchema.extend({ redirectTo: redirectTargetSchema.optional() });

/** Signs in and redirects (to the remembered route, else the circle list); a failure comes back as a result. */
export async function signInWithPasswordAction(input: unknown): Promise<ActionResult> {
  const parsed = schema.safeParse(formInput(input));
  if (!parsed.success) return actionError(invalidInput(parsed.error));
  const { email, password, redirectTo = defaultLandingPath } = parsed.data;
  return runAction(async () => {
    try {
      await signIn(providerIds.credentials, { email, password, redirectTo });
    } catch (error) {
      throw error instanceof CredentialsSignin ? appErrorFromSignIn(error) : error;
    }
    return undefined;
  });
}
