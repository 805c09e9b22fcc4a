'use server';

import { defineAction } from '@/lib/errors/define-action';
import { requireGroupActor } from '../group-actor';
import { groupRefSchema } from '../schemas';
import { replaceInvite } from '../invites';

export const replaceInviteAction = defineAction({ guard: requireGroupActor, schema: groupRefSchema }, (input, actor) => replaceInvite(actor.userId, input));
