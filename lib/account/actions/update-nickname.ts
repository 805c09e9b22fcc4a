'use server';

import { requireUser } from '@/lib/auth/guards';
import { updateNickname } from '../profile';
import { defineAction } from '@/lib/errors/define-action';
import { nicknameSchema } from '../schemas';

export const updateNicknameAction = defineAction({ guard: requireUser, schema: nicknameSchema }, (input, user) => updateNickname(user.id, input));
