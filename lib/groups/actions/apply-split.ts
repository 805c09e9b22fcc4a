'use server';

import { defineAction } from '@/lib/errors/define-action';
import { requireGroupActor } from '../group-actor';
import { groupRefSchema } from '../schemas';
import { applySplit } from '../apply-split';

export const applySplitAction = defineAction({ guard: requireGroupActor, schema: groupRefSchema }, (input, actor) => applySplit(actor, input));
