'use server';

import { z } from 'zod';
import { actionError, invalidInput, type ActionResult } from '@/lib/errors';
import { formInput, runAction } from '@/lib/errors/run-action';
import { signOut } from '../auth';
import { requireUser } from '../guards';
import { redirectTargetSchema } from '../redirect-target';
import { signOutEverywhere } from '../session-version';

const schema = z.object({ redirectTo: redirectTargetSchema.optional() }).optional();

/** Ends every session of the user (all browsers, all /api/v2 tokens), then this one. */
export async function signOutEverywhereAction(input?: unknown): Promise<ActionResult> {
  const parsed = schema.safeParse(formInput(input));
  if (!parsed.success) return actionError(invalidInput(parsed.error));
  return runAction(async () => {
    const user = await requireUser();
    await signOutEverywhere(user.id);
    await signOut({ redirectTo: parsed.data?.redirectTo ?? '/' });
    return undefined;
  });
}
