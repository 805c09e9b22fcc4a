'use server';

import { requireUser } from '@/lib/auth/guards';
import { defineAction } from '@/lib/errors/define-action';
import { activateFreeTrial } from '../free-trial';
import { freeTrialSchema } from '../schemas';

export const activateFreeTrialAction = defineAction({ guard: requireUser, schema: freeTrialSchema }, async (_input, user) => {
  const { until } = await activateFreeTrial(user.id);
  return { until: until.toISOString() };
});
