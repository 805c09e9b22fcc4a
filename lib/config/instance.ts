import { z } from 'zod';
import { wholeNumberText } from '@/lib/validation/bounded-number';
import { readSettings } from './read-settings';

/** What tells this app instance from the others, and how it keeps its copy of the catalogue. */
export interface InstanceSettings {
  /** The operator's name for the instance; without it, the machine's name and the port. */
  id: string | undefined;
  port: number;
  /** How often, at most, the instance's search index checks the catalogue tables for changes. */
  catalogueRefreshMs: number;
}

export const instanceEnvShape = {
  INSTANCE_ID: z.string().trim().regex(/^[\x21-\x7e]{1,64}$/, 'must be 1-64 visible ASCII characters, no spaces').optional(),
  PORT: wholeNumberText({ min: 1, max: 65_535 }, 'must be a port number from 1 to 65535').optional(),
  CATALOGUE_REFRESH_SECONDS: z
    .string()
    .trim()
    .regex(/^\d{1,4}(\.\d{1,3})?$/, 'must be a number of seconds from 0 to 3600 (0 checks on every use)')
    .transform(Number)
    .refine((seconds) => seconds <= 3_600, 'must be a number of seconds from 0 to 3600 (0 checks on every use)')
    .optional(),
};

export function instanceSettings(): InstanceSettings {
  const env = readSettings(instanceEnvShape);
  return { id: env.INSTANCE_ID, port: env.PORT ?? 3000, catalogueRefreshMs: (env.CATALOGUE_REFRESH_SECONDS ?? 10) * 1000 };
}
