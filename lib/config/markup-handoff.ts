import { z } from 'zod';

/**
 * Whether static server markup (the list's rows, the filter form's fields, the favourites' rows) goes out
 * once, in the HTML only, handed to its client component by token (decision 016). `off` sends it in the
 * page's data as well, as a server component's elements go, so that one build can be measured both ways
 * (`npm run bench:page-transfer`).
 */
export const markupHandoffEnvShape = {
  MARKUP_HANDOFF: z.enum(['on', 'off'], { error: 'must be on or off' }).default('on'),
};

export function markupHandoffFrom(env: { MARKUP_HANDOFF: 'on' | 'off' }): boolean {
  return env.MARKUP_HANDOFF === 'on';
}
