'use server';

import { z } from 'zod';
import { defineAction } from '@/lib/errors/define-action';
import { signOut } from '../auth';
import { requireUser } from '../guards';
import { redirectTargetSchema } from '../redirect-target';
import { signOutEverywhere } from '../session-version';

const schema = z.object({ redirectTo: redirectTargetSchema.optional() }).optional();

/**
 * Ends every session of the user (all browsers, all /api/v2 tokens), then this one. Given to the settings
 * page's form itself (React's useActionState), so that a press before the page's script has loaded (a
 * slow phone on the venue's network) still posts the form and signs out, instead of doing nothing.
 */
export const signOutEverywhereFormAction = defineAction({ guard: requireUser, schema, formState: true }, async (input, user) => {
  await signOutEverywhere(user.id);
  await signOut({ redirectTo: input?.redirectTo ?? '/' });
  return undefined;
});
