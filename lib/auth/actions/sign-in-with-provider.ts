'use server';

import { z } from 'zod';
import { AppError } from '@/lib/errors';
import { anyone, defineAction } from '@/lib/errors/define-action';
import { signIn } from '../auth';
import { authEnv } from '../env';
import { providerIds } from '../provider-ids';
import { enabledProviderIds } from '../providers';
import { defaultLandingPath, redirectTargetSchema } from '../redirect-target';

const schema = z.object({
  provider: z.enum([providerIds.google, providerIds.identityProvider, providerIds.legacy], { error: 'Errors.field.invalid' }),
  redirectTo: redirectTargetSchema.optional(),
});

/**
 * The buttons "Sign in with Google", "identity provider" and "log in with the old account". Signed in,
 * the old account (or another provider) is linked to the current account instead.
 */
export const signInWithProviderAction = defineAction({ guard: anyone, schema }, async ({ provider, redirectTo = defaultLandingPath }) => {
  if (!enabledProviderIds(authEnv()).includes(provider)) throw new AppError('notFound', 'Errors.auth.providerDisabled');
  await signIn(provider, { redirectTo });
  return undefined;
});
