'use server';

import { requireUser } from '@/lib/auth/guards';
import { defineAction } from '@/lib/errors/define-action';
import { updateBirthdate } from '../birthdate';
import { birthdatePartsSchema } from '../schemas';

/** The settings form sends year, month and day as three fields. */
export const updateBirthdateAction = defineAction({ guard: requireUser, schema: birthdatePartsSchema }, (input, user) =>
  updateBirthdate(user.id, { birthdate: input }, 'SETTINGS'),
);
