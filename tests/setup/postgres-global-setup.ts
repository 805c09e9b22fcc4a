import { chmod, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { startEmbeddedPostgres } from '@/lib/db/embedded-postgres';
import { applyMigrations } from '@/lib/db/migrations';
import { DEMO_TEMPLATE_DATABASE, TEMPLATE_DATABASE } from '@/tests/helpers/test-database';
import { copySeededPostgres, SEEDED_DATABASE } from '@/tests/support/seeded-postgres';

declare module 'vitest' {
  export interface ProvidedContext {
    postgresAdminUrl: string;
  }
}

/**
 * One real PostgreSQL for the whole run, in a temporary folder, with the migrations applied to a
 * template database; every test file then clones its own database from that template. Under `npm test`
 * the folder starts as a copy of the run's seeded one, whose database becomes the demo template, so no
 * file seeds the demo event again (tests/support/seeded-postgres.ts).
 */
export default async function setup(project: TestProject) {
  const folder = await mkdtemp(path.join(tmpdir(), 'catalogue-test-pg-'));
  await chmod(folder, 0o755);
  const dataDir = path.join(folder, 'data');
  const port = 55000 + Math.floor(Math.random() * 5000);
  const seeded = copySeededPostgres(dataDir);
  const cluster = await startEmbeddedPostgres({ dataDir, port });
  if (seeded) {
    const admin = new pg.Client({ connectionString: cluster.urlFor('postgres') });
    await admin.connect();
    await admin.query(`ALTER DATABASE "${SEEDED_DATABASE}" RENAME TO "${DEMO_TEMPLATE_DATABASE}"`).finally(() => admin.end());
  }
  await cluster.createDatabase(TEMPLATE_DATABASE);
  await applyMigrations(cluster.urlFor(TEMPLATE_DATABASE));
  project.provide('postgresAdminUrl', cluster.urlFor('postgres'));
  return async () => {
    await cluster.stop();
    await rm(folder, { recursive: true, force: true });
  };
}
