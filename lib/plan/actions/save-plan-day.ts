'use server';

import { requirePlan } from '@/lib/auth/guards';
import { defineAction } from '@/lib/errors/define-action';
import { savePlanDay } from '../plan-edits';
import { savePlanDaySchema } from '../schemas';

export const savePlanDayAction = defineAction({ guard: requirePlan, schema: savePlanDaySchema }, (input, user) => savePlanDay(user.id, input));
