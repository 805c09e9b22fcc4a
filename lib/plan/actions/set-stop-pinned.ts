'use server';

import { requirePlan } from '@/lib/auth/guards';
import { defineAction } from '@/lib/errors/define-action';
import { setStopPinned } from '../plan-edits';
import { setStopPinnedSchema } from '../schemas';

export const setStopPinnedAction = defineAction({ guard: requirePlan, schema: setStopPinnedSchema }, (input, user) => setStopPinned(user.id, input));
