'use server';

import { requireUser } from '@/lib/auth/guards';
import { actionError, invalidInput, type ActionResult } from '@/lib/errors';
import { formInput, runAction } from '@/lib/errors/run-action';
import { cancelRenewal } from '../billing';
import { cancelRenewalSchema } from '../schemas';

export async function cancelRenewalAction(input: unknown): Promise<ActionResult<{ accessUntil: string | null }>> {
  const parsed = cancelRenewalSchema.safeParse(formInput(input));
  if (!parsed.success) return actionError(invalidInput(parsed.error));
  return runAction(async () => {
    const { accessUntil } = await cancelRenewal((await requireUser()).id);
    return { accessUntil: accessUntil?.toISOString() ?? null };
  });
}
