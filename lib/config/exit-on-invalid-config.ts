import { databaseUrls } from './database';
import { ConfigError, parseConfig } from './schema';

/** What the start hook goes on to do once the settings are good. */
export interface StartPlan {
  /** `next build`'s page workers run the hook too, without the secrets that only serving needs. */
  building: boolean;
  /** Whether a database is set, for the search index to warm and the hourly sweep to run on. */
  database: boolean;
}

/**
 * Called when the server starts (instrumentation.ts, before it serves anything), so that a bad setting
 * stops it with the list of every problem instead of failing the first request that reads it.
 */
export function exitOnInvalidConfig(): StartPlan {
  const building = process.env.NEXT_PHASE === 'phase-production-build';
  try {
    parseConfig(process.env, { serving: !building });
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    console.error(error.message);
    process.exit(1);
  }
  return { building, database: databaseUrls().url !== undefined };
}
