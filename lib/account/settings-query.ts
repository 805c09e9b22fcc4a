import { z } from 'zod';

const queryText = z.string().trim().min(1).max(200);

/** `error`/`code` come back from a refused link (Auth.js or the old-site check); `linked` after a link. */
export const settingsQuerySchema = z.object({
  error: queryText.optional().catch(undefined),
  code: queryText.optional().catch(undefined),
  linked: z.literal('1').optional().catch(undefined),
});

export const linkedReturnPath = '/account/settings?linked=1';
