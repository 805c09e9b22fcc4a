import { z } from 'zod';
import { wholeNumberText } from '@/lib/validation/bounded-number';
import { readSettings } from './read-settings';

/** How each app instance uses the one PostgreSQL: its share of connections and how long a statement may run. */
export interface DatabaseSettings {
  /** Connections this instance may hold; instances x pool size must stay below the server's max_connections. */
  poolSize: number;
  /**
   * The longest a statement (or a wait for a lock, or for a free connection) may take before the request
   * fails with "busy, try again" instead of hanging.
   */
  statementTimeoutMs: number;
}

export const defaultDatabaseSettings: DatabaseSettings = { poolSize: 10, statementTimeoutMs: 5_000 };

const postgresUrl = z.url({ protocol: /^postgres(ql)?$/, error: 'must be a PostgreSQL connection string (postgresql://user:password@host:5432/name)' });

export const databaseEnvShape = {
  DATABASE_URL: postgresUrl.optional(),
  DATABASE_DIRECT_URL: postgresUrl.optional(),
  DATABASE_POOL_SIZE: wholeNumberText({ min: 1, max: 200 }, 'must be a whole number of connections from 1 to 200').optional(),
  DATABASE_STATEMENT_TIMEOUT_MS: wholeNumberText({ min: 100, max: 120_000 }, 'must be a whole number of milliseconds from 100 to 120000').optional(),
};

export function databaseSettingsFrom(env: { DATABASE_POOL_SIZE?: number | undefined; DATABASE_STATEMENT_TIMEOUT_MS?: number | undefined }): DatabaseSettings {
  return {
    poolSize: env.DATABASE_POOL_SIZE ?? defaultDatabaseSettings.poolSize,
    statementTimeoutMs: env.DATABASE_STATEMENT_TIMEOUT_MS ?? defaultDatabaseSettings.statementTimeoutMs,
  };
}

/**
 * Where PostgreSQL is: DATABASE_URL, and PostgreSQL itself when that names a transaction pooler (decision
 * 034). Read when a client is made: `npm start` and the tests start the database before they set it.
 */
export function databaseUrls(): { url: string | undefined; directUrl: string | undefined } {
  const env = readSettings({ DATABASE_URL: databaseEnvShape.DATABASE_URL, DATABASE_DIRECT_URL: databaseEnvShape.DATABASE_DIRECT_URL });
  return { url: env.DATABASE_URL, directUrl: env.DATABASE_DIRECT_URL };
}
