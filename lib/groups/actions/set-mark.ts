'use server';

import { defineAction } from '@/lib/errors/define-action';
import { requireGroupActor } from '../group-actor';
import { setMarkSchema } from '../schemas';
import { setMark } from '../marks';

export const setMarkAction = defineAction({ guard: requireGroupActor, schema: setMarkSchema }, (input, actor) => setMark(actor, input));
