'use server';

import { z } from 'zod';
import { actionError, AppError, invalidInput, type ActionResult } from '@/lib/errors';
import { formInput, runAction } from '@/lib/errors/run-action';
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
export async function signInWithProviderAction(input: unknown): Promise<ActionResult> {
  const parsed = schema.safeParse(formInput(input));
  if (!parsed.success) return actionError(invalidInput(parsed.error));
  const { provider, redirectTo = defaultLandingPath } = parsed.data;
  return runAction(async () => {
    if (!enabledProviderIds(authEnv()).includes(provider)) throw new AppError('notFound', 'Errors.auth.providerDisabled');
    await signIn(provider, { redirectTo });
    return undefined;
  });
}
