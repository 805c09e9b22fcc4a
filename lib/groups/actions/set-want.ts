'use server';

import { defineAction } from '@/lib/errors/define-action';
import { requireGroupActor } from '../group-actor';
import { setWantSchema } from '../schemas';
import { setWant } from '../wants';

export const setWantAction = defineAction({ guard: requireGroupActor, schema: setWantSchema }, (input, actor) => setWant(actor, input));
