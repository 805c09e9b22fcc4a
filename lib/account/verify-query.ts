import { z } from 'zod';
import { emailLinkTokenSchema } from '@/lib/auth/email-link';

/** The token of the mailed link, or nothing when the link was cut short. */
export const verifyQuerySchema = z.object({ token: emailLinkTokenSchema.shape.token.optional().catch(undefined) });
