'use server';

import { requireUser } from '@/lib/auth/guards';
import { actionError, invalidInput, type ActionResult } from '@/lib/errors';
import type { ListDisplaySettings } from '@/lib/catalogue/list-display';
import { updateListDisplaySettings } from '../preferences';
import { formInput, runAction } from '@/lib/errors/run-action';
import { listDisplaySchema } from '../schemas';

export async function updateListDisplayAction(input: unknown): Promise<ActionResult<ListDisplaySettings>> {
  const parsed = listDisplaySchema.safeParse(formInput(input));
  if (!parsed.success) return actionError(invalidInput(parsed.error));
  return runAction(async () => updateListDisplaySettings((await requireUser()).id, parsed.data));
}
