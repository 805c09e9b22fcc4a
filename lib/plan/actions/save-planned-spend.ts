'use server';

import { requirePlan } from '@/lib/auth/guards';
import { defineAction } from '@/lib/errors/define-action';
import { savePlannedSpend } from '../plan-edits';
import { savePlannedSpendSchema } from '../schemas';

export const savePlannedSpendAction = defineAction({ guard: requirePlan, schema: savePlannedSpendSchema }, (input, user) => savePlannedSpend(user.id, input));
