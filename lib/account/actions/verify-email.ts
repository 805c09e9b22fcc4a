'use server';

import { CredentialsSignin } from 'next-auth';
import { signIn } from '@/lib/auth/auth';
import { authPaths } from '@/lib/auth/auth-paths';
import { emailLinkTokenSchema } from '@/lib/auth/email-link';
import { providerIds } from '@/lib/auth/provider-ids';
import { appErrorFromSignIn } from '@/lib/auth/sign-in-error';
import { anyone, defineAction } from '@/lib/errors/define-action';

/**
 * Posted by the button of /auth/verify: the link confirms the address and signs its member in, then
 * returns through the sign-in return (the remembered route, else the landing page). The page must not
 * do this on GET: mail scanners open links and would use up the token before the member does.
 */
export const verifyEmailAction = defineAction({ guard: anyone, schema: emailLinkTokenSchema }, async ({ token }) => {
  try {
    await signIn(providerIds.emailLink, { token, redirectTo: authPaths.signInReturn });
  } catch (error) {
    throw error instanceof CredentialsSignin ? appErrorFromSignIn(error) : error;
  }
  return undefined;
});
