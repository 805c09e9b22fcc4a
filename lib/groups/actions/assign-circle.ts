'use server';

import { defineAction } from '@/lib/errors/define-action';
import { requireGroupActor } from '../group-actor';
import { assignCircleSchema } from '../schemas';
import { assignCircle } from '../assignments';

export const assignCircleAction = defineAction({ guard: requireGroupActor, schema: assignCircleSchema }, (input, actor) => assignCircle(actor, input));
