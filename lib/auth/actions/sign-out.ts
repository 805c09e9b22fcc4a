'use server';

import { z } from 'zod';
import { actionError, invalidInput, type ActionResult } from '@/lib/errors';
import { formInput, runAction } from '@/lib/errors/run-action';
import { signOut } from '../auth';
import { redirectTargetSchema } from '../redirect-target';

const schema = z.object({ redirectTo: redirectTargetSchema.optional() }).optional();

/** Ends this browser's session; no user check, signing out is always allowed. */
export async function signOutAction(input?: unknown): Promise<ActionResult> {
  const parsed = schema.safeParse(formInput(input));
  if (!parsed.success) return actionError(invalidInput(parsed.error));
  return runAction(async () => {
    await signOut({ redirectTo: parsed.data?.redirectTo ?? '/' });
    return undefined;
  });
}
