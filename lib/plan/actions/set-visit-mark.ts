'use server';

import { requirePlan } from '@/lib/auth/guards';
import { defineAction } from '@/lib/errors/define-action';
import { setVisitMarkSchema } from '../schemas';
import { setVisitMark } from '../visit-marks';

export const setVisitMarkAction = defineAction({ guard: requirePlan, schema: setVisitMarkSchema }, (input, user) => setVisitMark(user.id, input));
