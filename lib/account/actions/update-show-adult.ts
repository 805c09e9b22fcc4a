'use server';

import { requireUser } from '@/lib/auth/guards';
import { updateShowAdult } from '../birthdate';
import { defineAction } from '@/lib/errors/define-action';
import { showAdultSchema } from '../schemas';

export const updateShowAdultAction = defineAction({ guard: requireUser, schema: showAdultSchema }, (input, user) => updateShowAdult(user.id, input));
