// Parsing the configuration when the server starts turns a bad variable into a clear start-up failure
// instead of an error on the first request that happens to read it.
export async function register(): Promise<void> {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return;
  const { parseConfig } = await import('@/lib/config/schema');
  parseConfig(process.env);
}
