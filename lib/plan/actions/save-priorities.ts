'use server';

import { requirePlan } from '@/lib/auth/guards';
import { defineAction } from '@/lib/errors/define-action';
import { savePriorities } from '../plan-edits';
import { savePrioritiesSchema } from '../schemas';

export const savePrioritiesAction = defineAction({ guard: requirePlan, schema: savePrioritiesSchema }, (input, user) => savePriorities(user.id, input));
