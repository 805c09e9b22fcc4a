'use server';

import { revalidatePath } from 'next/cache';
import { requirePlan } from '@/lib/auth/guards';
import { actionError, invalidInput, type ActionResult } from '@/lib/errors';
import { formInput, runAction } from '@/lib/errors/run-action';
import { markChangesSeen } from '../member-changes';
import { markSeenSchema } from '../schemas';

/** The "mark as seen" form of the favourites page and the plan: the marks go until the next import. */
export async function markChangesSeenAction(input: unknown): Promise<ActionResult<{ seenAt: string }>> {
  const parsed = markSeenSchema.safeParse(formInput(input));
  if (!parsed.success) return actionError(invalidInput(parsed.error));
  return runAction(async () => {
    const result = await markChangesSeen((await requirePlan()).id);
    revalidatePath(parsed.data.page);
    return result;
  });
}
