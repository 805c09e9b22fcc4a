'use server';

import { defineAction } from '@/lib/errors/define-action';
import { requireGroupActor } from '../group-actor';
import { createGroupSchema } from '../schemas';
import { createGroup } from '../group-edits';

export const createGroupAction = defineAction({ guard: requireGroupActor, schema: createGroupSchema }, (input, actor) => createGroup(actor.userId, input));
