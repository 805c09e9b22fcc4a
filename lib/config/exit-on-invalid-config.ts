import { ConfigError, parseConfig } from './schema';

// Called when the server starts, so that a bad variable stops it with a clear message instead of
// failing the first request that happens to read the configuration.
export function exitOnInvalidConfig(env: Record<string, string | undefined> = process.env): void {
  try {
    parseConfig(env);
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    console.error(error.message);
    process.exit(1);
  }
}
