'use server';

import { redirect } from 'next/navigation';
import { anyone, defineAction, noInput } from '@/lib/errors/define-action';
import { authPaths } from '../auth-paths';
import { signInWithProviderAction } from './sign-in-with-provider';

/**
 * The top page's "Log in with your old circle account": a plain form straight to the old circle site's
 * sign-in, returning through the sign-in return page as the login page's buttons do. It only comes back
 * when the sign-in could not start; the login page then shows the old-account way with its message.
 */
export const startLegacySignInAction = defineAction({ guard: anyone, schema: noInput }, async () => {
  const result = await signInWithProviderAction({ provider: 'legacy', redirectTo: authPaths.signInReturn });
  redirect(result.ok ? authPaths.signInReturn : `${authPaths.login}?provider=legacy`);
});
