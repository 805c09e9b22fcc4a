import { z } from 'zod';
import { maxReturnPathLength, safeReturnPath } from './safe-return-path';

export { defaultLandingPath } from './auth-paths';

/** Only paths of this site (see `safeReturnPath`), passed on in their normalised form. */
export const redirectTargetSchema = z
  .string()
  .max(maxReturnPathLength)
  .transform((value, context) => {
    const path = safeReturnPath(value);
    if (path === null) context.addIssue({ code: 'custom', message: 'Errors.field.invalid' });
    return path ?? z.NEVER;
  });
