'use server';

import { defineAction } from '@/lib/errors/define-action';
import { requireGroupActor } from '../group-actor';
import { revokeInviteSchema } from '../schemas';
import { revokeInvite } from '../invites';

export const revokeInviteAction = defineAction({ guard: requireGroupActor, schema: revokeInviteSchema }, (input, actor) => revokeInvite(actor.userId, input));
