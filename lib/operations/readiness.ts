import 'server-only';
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { getCatalogueIndex } from '@/lib/catalogue/catalogue-index-instance';
import { db } from '@/lib/db';
import { isStopping } from './instance';

export type Readiness = { ready: boolean; checks: { database: boolean; migrations: boolean; searchIndex: boolean; stopping: boolean } };

// The search index may take a few seconds to build on a cold start; the check does not wait that long.
const INDEX_WAIT_MS = 1_000;

async function migrationsApplied(): Promise<boolean> {
  const folder = path.join(process.cwd(), 'prisma', 'migrations');
  const entries = await readdir(folder, { withFileTypes: true });
  const expected = entries.filter((entry) => entry.isDirectory()).map((entry) => entry.name);
  const rows = await db.$queryRaw<{ name: string }[]>`
    SELECT "migration_name" AS "name" FROM "_prisma_migrations" WHERE "finished_at" IS NOT NULL AND "rolled_back_at" IS NULL`;
  const applied = new Set(rows.map((row) => row.name));
  return expected.every((name) => applied.has(name));
}

async function searchIndexBuilt(): Promise<boolean> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timedOut = new Promise<false>((resolve) => (timer = setTimeout(() => resolve(false), INDEX_WAIT_MS)));
  try {
    return await Promise.race([getCatalogueIndex().then(() => true), timedOut]);
  } catch {
    return false;
  } finally {
    clearTimeout(timer);
  }
}

/**
 * Whether this instance should get traffic: the database answers, every migration in the build is
 * applied, the search index is built, and the instance is not stopping.
 */
export async function checkReadiness(): Promise<Readiness> {
  const stopping = isStopping();
  const database = await db.$queryRaw`SELECT 1`.then(() => true, () => false);
  const migrations = database && (await migrationsApplied().catch(() => false));
  const searchIndex = database && (await searchIndexBuilt());
  return { ready: !stopping && database && migrations && searchIndex, checks: { database, migrations, searchIndex, stopping } };
}
