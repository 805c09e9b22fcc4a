'use server';

import { requirePlan } from '@/lib/auth/guards';
import { defineAction } from '@/lib/errors/define-action';
import { saveFavoriteMemo } from '../favorite-edits';
import { saveMemoSchema } from '../schemas';

export const saveFavoriteMemoAction = defineAction({ guard: requirePlan, schema: saveMemoSchema }, (input, user) => saveFavoriteMemo(user.id, input));
