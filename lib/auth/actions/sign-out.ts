'use server';

import { z } from 'zod';
import { anyone, defineAction } from '@/lib/errors/define-action';
import { signOut } from '../auth';
import { redirectTargetSchema } from '../redirect-target';

const schema = z.object({ redirectTo: redirectTargetSchema.optional() }).optional();

/** Ends this browser's session; signing out is always allowed. */
export const signOutAction = defineAction({ guard: anyone, schema }, async (input) => {
  await signOut({ redirectTo: input?.redirectTo ?? '/' });
  return undefined;
});
