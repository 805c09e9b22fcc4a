import { z } from 'zod';
import { wholeNumberText } from '@/lib/validation/bounded-number';
import { readSettings } from './read-settings';

/** What this machine keeps for a server without its own database: the local data folder and the embedded PostgreSQL. */
export interface LocalStateSettings {
  /** The git-ignored folder for the embedded cluster, generated secrets and the mail outbox; undefined: `.data` of the working folder. */
  dataDir: string | undefined;
  embeddedPostgresPort: number;
}

export const localStateEnvShape = {
  CATALOGUE_DATA_DIR: z.string().optional(),
  EMBEDDED_POSTGRES_PORT: wholeNumberText({ min: 1, max: 65_535 }, 'must be a port number from 1 to 65535').optional(),
};

export function localStateSettings(): LocalStateSettings {
  const env = readSettings(localStateEnvShape);
  return { dataDir: env.CATALOGUE_DATA_DIR, embeddedPostgresPort: env.EMBEDDED_POSTGRES_PORT ?? 54329 };
}
