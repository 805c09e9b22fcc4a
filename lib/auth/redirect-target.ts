import { z } from 'zod';

export const defaultLandingPath = '/circle/list';

/** Only paths of this site: `//host` and `/\host` would leave it. */
export const redirectTargetSchema = z
  .string()
  .max(2048)
  .refine((value) => value.startsWith('/') && !value.startsWith('//') && !value.startsWith('/\\'), { error: 'Errors.field.invalid' });
