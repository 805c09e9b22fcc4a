import { z } from 'zod';
import { callbackUrlParam, isAuthFlowPath } from './auth-paths';
import { redirectTargetSchema } from './redirect-target';
import { pathnameOf } from './safe-return-path';

const queryText = z.string().trim().min(1).max(200);

// Each value is optional and a malformed one is simply absent: a login link must never fail to open.
export const loginQuerySchema = z.object({
  error: queryText.optional().catch(undefined),
  code: queryText.optional().catch(undefined),
  [callbackUrlParam]: redirectTargetSchema
    .refine((path) => !isAuthFlowPath(pathnameOf(path)))
    .optional()
    .catch(undefined),
  provider: z.literal('legacy').optional().catch(undefined),
});


/** `searchParams` of a page: a repeated parameter counts by its first value. */
export function firstValues(searchParams: Record<string, string | string[] | undefined>): Record<string, string | undefined> {
  return Object.fromEntries(Object.entries(searchParams).map(([name, value]) => [name, Array.isArray(value) ? value[0] : value]));
}
