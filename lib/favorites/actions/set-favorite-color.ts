'use server';

import { requirePlan } from '@/lib/auth/guards';
import { defineAction } from '@/lib/errors/define-action';
import { setFavoriteColor } from '../favorite-edits';
import { setColorSchema } from '../schemas';

export const setFavoriteColorAction = defineAction({ guard: requirePlan, schema: setColorSchema }, (input, user) => setFavoriteColor(user.id, input));
