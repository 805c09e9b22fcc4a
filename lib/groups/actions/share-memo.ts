'use server';

import { defineAction } from '@/lib/errors/define-action';
import { requireGroupActor } from '../group-actor';
import { shareMemoSchema } from '../schemas';
import { shareMemo } from '../wants';

export const shareMemoAction = defineAction({ guard: requireGroupActor, schema: shareMemoSchema }, (input, actor) => shareMemo(actor, input));
