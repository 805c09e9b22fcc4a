'use server';

import { defineAction } from '@/lib/errors/define-action';
import { requireGroupActor } from '../group-actor';
import { removeMemberSchema } from '../schemas';
import { removeMember } from '../group-edits';

export const removeMemberAction = defineAction({ guard: requireGroupActor, schema: removeMemberSchema }, (input, actor) => removeMember(actor.userId, input));
