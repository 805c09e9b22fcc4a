'use server';

import { revalidatePath } from 'next/cache';
import { requirePlan } from '@/lib/auth/guards';
import { defineAction } from '@/lib/errors/define-action';
import { markChangesSeen } from '../member-changes';
import { markSeenSchema } from '../schemas';

/** The "mark as seen" form of the favourites page and the plan: the marks go until the next import. */
export const markChangesSeenAction = defineAction({ guard: requirePlan, schema: markSeenSchema }, async (input, user) => {
  const result = await markChangesSeen(user.id);
  revalidatePath(input.page);
  return result;
});
