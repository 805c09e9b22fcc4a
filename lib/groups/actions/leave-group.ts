'use server';

import { defineAction } from '@/lib/errors/define-action';
import { requireGroupActor } from '../group-actor';
import { groupRefSchema } from '../schemas';
import { leaveGroup } from '../group-edits';

export const leaveGroupAction = defineAction({ guard: requireGroupActor, schema: groupRefSchema }, (input, actor) => leaveGroup(actor.userId, input));
