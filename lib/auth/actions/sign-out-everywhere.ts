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

/**
 * The settings page's form (React's useActionState, which passes its last answer first): a server
 * action given to the form itself, so a press before the page's script has loaded (a slow phone on the
 * venue's network) still posts the form and signs out, instead of doing nothing.
 */
export async function signOutEverywhereFormAction(_previous: unknown, input?: unknown): Promise<ActionResult> {
  return signOutEverywhereAction(input);
}
