import { z } from 'zod';
import { verificationTokenSchema } from './schemas';

/** The token of the mailed link, or nothing when the link was cut short. */
export const verifyQuerySchema = z.object({ token: verificationTokenSchema.shape.token.optional().catch(undefined) });
