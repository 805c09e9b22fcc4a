'use server';

import { requirePlan } from '@/lib/auth/guards';
import { defineAction } from '@/lib/errors/define-action';
import { saveBudget } from '../plan-edits';
import { saveBudgetSchema } from '../schemas';

export const saveBudgetAction = defineAction({ guard: requirePlan, schema: saveBudgetSchema }, (input, user) => saveBudget(user.id, input));
