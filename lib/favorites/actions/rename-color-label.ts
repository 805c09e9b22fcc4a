'use server';

import { requirePlan } from '@/lib/auth/guards';
import { defineAction } from '@/lib/errors/define-action';
import { renameColorLabel } from '../color-labels';
import { renameLabelSchema } from '../schemas';

export const renameColorLabelAction = defineAction({ guard: requirePlan, schema: renameLabelSchema }, (input, user) => renameColorLabel(user.id, input));
