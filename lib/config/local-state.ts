import { z } from 'zod';
import { readSettings } from './read-settings';

/** What this machine keeps for a server without its own database: the local data folder and the embedded PostgreSQL. */
export interface LocalStateSettings {
  /** The git-ignored folder for the embedded cluster, generated secrets and the mail outbox; undefined: `.data` of the working folder. */
  dataDir: string | undefined;
  embeddedPostgresPort: number;
}

export const localStateEnvShape = {
  CATALOGUE_DATA_DIR: z.string().optional(),
  EMBEDDED_POSTGRES_PORT: z
    .string()
    .regex(/^\d+$/, 'must be a port number')
    .transform(Number)
    .pipe(z.number().min(1, 'must be a port number from 1 to 65535').max(65_535, 'must be a port number from 1 to 65535'))
    .optional(),
};

export function localStateSettings(): LocalStateSettings {
  const env = readSettings(localStateEnvShape);
  return { dataDir: env.CATALOGUE_DATA_DIR, embeddedPostgresPort: env.EMBEDDED_POSTGRES_PORT ?? 54329 };
}
