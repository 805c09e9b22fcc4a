'use server';

import { requireUser } from '@/lib/auth/guards';
import { updateListDisplaySettings } from '../preferences';
import { defineAction } from '@/lib/errors/define-action';
import { listDisplaySchema } from '../schemas';

export const updateListDisplayAction = defineAction({ guard: requireUser, schema: listDisplaySchema }, (input, user) => updateListDisplaySettings(user.id, input));
