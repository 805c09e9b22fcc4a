'use server';

import { requireUser } from '@/lib/auth/guards';
import { defineAction } from '@/lib/errors/define-action';
import { cancelRenewal } from '../billing';
import { cancelRenewalSchema } from '../schemas';

export const cancelRenewalAction = defineAction({ guard: requireUser, schema: cancelRenewalSchema }, async (_input, user) => {
  const { accessUntil } = await cancelRenewal(user.id);
  return { accessUntil: accessUntil?.toISOString() ?? null };
});
