'use server';

import { defineAction } from '@/lib/errors/define-action';
import { requireGroupActor } from '../group-actor';
import { groupRefSchema } from '../schemas';
import { createInvite } from '../invites';

export const createInviteAction = defineAction({ guard: requireGroupActor, schema: groupRefSchema }, (input, actor) => createInvite(actor.userId, input));
