'use server';

import { requirePlan } from '@/lib/auth/guards';
import { defineAction } from '@/lib/errors/define-action';
import { importPlanFile, importPlanFileSchema } from '../import-plan-file';

export const importPlanFileAction = defineAction({ guard: requirePlan, schema: importPlanFileSchema }, (input, user) => importPlanFile(user.id, input));
