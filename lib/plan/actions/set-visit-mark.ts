'use server';

import { requirePlan } from '@/lib/auth/guards';
import { actionError, invalidInput, type ActionResult } from '@/lib/errors';
import { formInput, runAction } from '@/lib/errors/run-action';
import { setVisitMarkSchema } from '../schemas';
import { setVisitMark, type VisitMarkState } from '../visit-marks';

export async function setVisitMarkAction(input: unknown): Promise<ActionResult<VisitMarkState>> {
  const parsed = setVisitMarkSchema.safeParse(formInput(input));
  if (!parsed.success) return actionError(invalidInput(parsed.error));
  return runAction(async () => setVisitMark((await requirePlan()).id, parsed.data));
}
