'use server';

import { requirePlan } from '@/lib/auth/guards';
import { defineAction } from '@/lib/errors/define-action';
import { bulkRemoveFavorites } from '../bulk-edits';
import { bulkRemoveSchema } from '../schemas';

export const bulkRemoveFavoritesAction = defineAction({ guard: requirePlan, schema: bulkRemoveSchema }, (input, user) => bulkRemoveFavorites(user.id, input));
