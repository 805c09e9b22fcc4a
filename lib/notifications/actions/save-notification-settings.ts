'use server';

import { requireUser } from '@/lib/auth/guards';
import { defineAction } from '@/lib/errors/define-action';
import { notificationSettingsSchema } from '../schemas';
import { saveNotificationChoices } from '../settings';

export const saveNotificationSettingsAction = defineAction({ guard: requireUser, schema: notificationSettingsSchema }, (input, user) => saveNotificationChoices(user.id, input));
