import { z } from 'zod';
import { isSitePath } from './auth-paths';

export { defaultLandingPath } from './auth-paths';

/** Only paths of this site: `//host` and `/\host` would leave it. */
export const redirectTargetSchema = z.string().max(2048).refine(isSitePath, { error: 'Errors.field.invalid' });
