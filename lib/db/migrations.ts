import { mkdir, readFile, readdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { MigrationList } from '@prisma/schema-engine-wasm';
import { runMigrations as installJobQueue } from 'graphile-worker';
import { openSchemaEngine } from '@/lib/db/schema-engine';

const projectRoot = path.resolve(import.meta.dirname, '..', '..');
const schemaPath = path.join(projectRoot, 'prisma', 'schema.prisma');
const migrationsDir = path.join(projectRoot, 'prisma', 'migrations');
const noFilters = { externalTables: [], externalEnums: [] };

async function readSchema() {
  return { path: schemaPath, content: await readFile(schemaPath, 'utf8') };
}

/** Reads prisma/migrations in Prisma Migrate's layout: one folder a migration, each with migration.sql. */
export async function readMigrationList(): Promise<MigrationList> {
  const entries = await readdir(migrationsDir, { withFileTypes: true }).catch(() => []);
  const folders = entries.filter((entry) => entry.isDirectory()).map((entry) => entry.name).sort();
  const migrationDirectories = await Promise.all(
    folders.map(async (folder) => {
      const file = path.join(migrationsDir, folder, 'migration.sql');
      const content = await readFile(file, 'utf8').then(
        (value) => ({ tag: 'ok' as const, value }),
        (error: Error) => ({ tag: 'error' as const, value: error.message }),
      );
      return { path: folder, migrationFile: { path: 'migration.sql', content } };
    }),
  );
  const lockfile = await readFile(path.join(migrationsDir, 'migration_lock.toml'), 'utf8').catch(() => null);
  return {
    baseDir: migrationsDir,
    lockfile: { path: 'migration_lock.toml', content: lockfile },
    shadowDbInitScript: '',
    migrationDirectories,
  };
}

/**
 * Applies every migration the database has not seen yet, as `prisma migrate deploy` does, then installs
 * or upgrades the job queue's own schema (`graphile_worker`, which its library migrates itself, decision
 * 044): writers queue notifications inside their transactions, so the queue's tables must exist wherever
 * ours do.
 */
export async function applyMigrations(connectionString: string): Promise<string[]> {
  const engine = await openSchemaEngine(connectionString, await readSchema());
  try {
    const { appliedMigrationNames } = await engine.applyMigrations({
      migrationsList: await readMigrationList(),
      filters: noFilters,
    });
    await installJobQueue({ connectionString });
    return appliedMigrationNames;
  } finally {
    engine.free();
  }
}

/**
 * The SQL that turns a database built from `fromSchema` (null: an empty database) into one matching
 * `toSchema`. The WebAssembly engine cannot introspect a live PostgreSQL 18 database, so new migrations
 * are computed between two schema texts: the one the last migration was made from, and the current one.
 */
export async function diffSchemas(connectionString: string, fromSchema: string | null, toSchema: string): Promise<string> {
  const to = { path: schemaPath, content: toSchema };
  const engine = await openSchemaEngine(connectionString, to);
  try {
    const { stdout } = await engine.diff({
      from: fromSchema === null ? { tag: 'empty' } : { tag: 'schemaDatamodel', files: [{ path: schemaPath, content: fromSchema }] },
      to: { tag: 'schemaDatamodel', files: [to] },
      script: true,
      exitCode: null,
      filters: noFilters,
    });
    return stdout ?? '';
  } finally {
    engine.free();
  }
}

/** Writes `sql` as a new migration folder named like Prisma Migrate names them. */
export async function writeMigration(name: string, sql: string): Promise<string> {
  const stamp = new Date().toISOString().replace(/\D/g, '').slice(0, 14);
  const folder = `${stamp}_${name.replace(/[^a-z0-9_]/gi, '_').toLowerCase()}`;
  await mkdir(path.join(migrationsDir, folder), { recursive: true });
  await writeFile(path.join(migrationsDir, folder, 'migration.sql'), sql);
  return folder;
}

export { schemaPath, migrationsDir };
