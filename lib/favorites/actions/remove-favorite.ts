'use server';

import { requirePlan } from '@/lib/auth/guards';
import { defineAction } from '@/lib/errors/define-action';
import { removeFavorite } from '../favorite-edits';
import { removeFavoriteSchema } from '../schemas';

export const removeFavoriteAction = defineAction({ guard: requirePlan, schema: removeFavoriteSchema }, (input, user) => removeFavorite(user.id, input));
