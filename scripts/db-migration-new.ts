// `npm run db:migration:new -- <name>`: writes a migration from the schema as it stood when the latest
// migration was committed to prisma/schema.prisma as it is now. Offline counterpart of
// `prisma migrate dev --create-only`; see docs/decisions/002-offline-migrations.md.
import { execFileSync } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { diffSchemas, migrationsDir, schemaPath, writeMigration } from '@/lib/db/migrations';
import { openLocalDatabase } from '@/lib/db/local-database';

const name = process.argv[2];
if (!name) throw new Error('Usage: npm run db:migration:new -- <name>');

const root = path.resolve(import.meta.dirname, '..');
const git = (...args: string[]) => execFileSync('git', args, { cwd: root, encoding: 'utf8' }).trim();
const lastMigrationCommit = git('log', '-1', '--format=%H', '--', path.relative(root, migrationsDir));
const fromSchema = lastMigrationCommit ? git('show', `${lastMigrationCommit}:${path.relative(root, schemaPath)}`) : null;

const database = await openLocalDatabase();
try {
  const sql = await diffSchemas(database.url, fromSchema, await readFile(schemaPath, 'utf8'));
  if (!sql.trim() || /^-- This is an empty migration\.?\s*$/m.test(sql.trim())) {
    console.log('The schema has not changed since the latest migration.');
  } else {
    console.log(`Wrote prisma/migrations/${await writeMigration(name, sql)}/migration.sql: review it, then commit it with the schema.`);
  }
} finally {
  await database.stop();
}
