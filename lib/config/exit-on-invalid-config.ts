import { ConfigError, parseConfig } from './schema';

/**
 * Called when the server starts (instrumentation.ts, before it serves anything), so that a bad setting
 * stops it with the list of every problem instead of failing the first request that reads it. The build
 * runs this too, without the secrets that only serving needs.
 */
export function exitOnInvalidConfig(env: Record<string, string | undefined> = process.env, options: { serving: boolean } = { serving: true }): void {
  try {
    parseConfig(env, options);
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    console.error(error.message);
    process.exit(1);
  }
}
