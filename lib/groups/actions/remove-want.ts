'use server';

import { defineAction } from '@/lib/errors/define-action';
import { requireGroupActor } from '../group-actor';
import { removeWantSchema } from '../schemas';
import { removeWant } from '../wants';

export const removeWantAction = defineAction({ guard: requireGroupActor, schema: removeWantSchema }, (input, actor) => removeWant(actor, input));
