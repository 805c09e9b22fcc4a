'use server';

import { requireUser } from '@/lib/auth/guards';
import { defineAction } from '@/lib/errors/define-action';
import { recordDaysSaved, removeDevice, saveDevice } from '../devices';
import { daysSavedSchema, deviceSchema, pushSubscriptionSchema } from '../schemas';

/** This device's subscription, sent by the page after the member allowed notifications with a tap. */
export const savePushDeviceAction = defineAction({ guard: requireUser, schema: pushSubscriptionSchema }, (input, user) => saveDevice(user.id, input));

export const removePushDeviceAction = defineAction({ guard: requireUser, schema: deviceSchema }, (input, user) => removeDevice(user.id, input.endpoint));

export const recordDaysSavedAction = defineAction({ guard: requireUser, schema: daysSavedSchema }, (input, user) => recordDaysSaved(user.id, input.endpoint, input.daysSaved));
