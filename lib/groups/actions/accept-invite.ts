'use server';

import { defineAction } from '@/lib/errors/define-action';
import { requireGroupActor } from '../group-actor';
import { acceptInviteSchema } from '../schemas';
import { acceptInvite } from '../invites';

export const acceptInviteAction = defineAction({ guard: requireGroupActor, schema: acceptInviteSchema }, (input, actor) => acceptInvite(actor.userId, input));
