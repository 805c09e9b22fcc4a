'use server';

import { requirePlan } from '@/lib/auth/guards';
import { defineAction } from '@/lib/errors/define-action';
import { bulkSetFavoriteColor } from '../bulk-edits';
import { bulkSetColorSchema } from '../schemas';

export const bulkSetFavoriteColorAction = defineAction({ guard: requirePlan, schema: bulkSetColorSchema }, (input, user) => bulkSetFavoriteColor(user.id, input));
