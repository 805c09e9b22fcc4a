import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { inject } from 'vitest';
import { createPrismaClient, type PrismaClient } from '@/lib/db/client';
import { DEMO_EVENT_CODE } from '@/lib/demo-data/event-info';
import { seedDemoEvent } from '@/lib/demo-data/seed-demo-event';
import { SEEDED_DEMO_SEED } from '@/tests/support/seeded-postgres';

export const TEMPLATE_DATABASE = 'catalogue_template';
/**
 * The migrated template with the demo event of DEMO_TEMPLATE_SEED in it: under `npm test` the run's seeded
 * database (tests/setup/postgres-global-setup.ts), otherwise made by the first file that asks.
 */
export const DEMO_TEMPLATE_DATABASE = 'catalogue_demo_template';
export const DEMO_TEMPLATE_SEED = SEEDED_DEMO_SEED;

export type TestDatabase = { url: string; db: PrismaClient; drop(): Promise<void> };

async function withAdmin<T>(work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: inject('postgresAdminUrl') });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

const admin = (sql: string) => withAdmin(async (client) => void (await client.query(sql)));

function databaseUrl(name: string): string {
  const url = new URL(inject('postgresAdminUrl'));
  url.pathname = `/${name}`;
  return url.toString();
}

async function copyDatabase(template: string): Promise<TestDatabase> {
  const name = `test_${randomUUID().replaceAll('-', '')}`;
  // A template cannot be copied while anyone is connected to it.
  await admin(`SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = '${template}'`);
  await admin(`CREATE DATABASE "${name}" TEMPLATE "${template}"`);
  const url = databaseUrl(name);
  const db = createPrismaClient(url, 4);
  return {
    url,
    db,
    async drop() {
      await db.$disconnect();
      await admin(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
    },
  };
}

/** A fresh, migrated, empty database of its own for one test file. */
export function createTestDatabase(): Promise<TestDatabase> {
  return copyDatabase(TEMPLATE_DATABASE);
}

/**
 * Seeds the demo template unless a file before this one did. Test files run in parallel workers: an
 * advisory lock makes the others wait for the one that seeds, and the template only gets its final name
 * once the seed committed, so no file ever copies a half-seeded database.
 */
async function ensureDemoTemplate(): Promise<void> {
  await withAdmin(async (client) => {
    await client.query(`SELECT pg_advisory_lock(hashtext('${DEMO_TEMPLATE_DATABASE}'))`);
    try {
      const existing = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [DEMO_TEMPLATE_DATABASE]);
      if (existing.rowCount) return;
      const building = `${DEMO_TEMPLATE_DATABASE}_building`;
      await client.query(`DROP DATABASE IF EXISTS "${building}" WITH (FORCE)`);
      await client.query(`SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = '${TEMPLATE_DATABASE}'`);
      await client.query(`CREATE DATABASE "${building}" TEMPLATE "${TEMPLATE_DATABASE}"`);
      await seedDemoEvent(databaseUrl(building), { seed: DEMO_TEMPLATE_SEED, scale: 1 });
      await client.query(`ALTER DATABASE "${building}" RENAME TO "${DEMO_TEMPLATE_DATABASE}"`);
    } finally {
      await client.query(`SELECT pg_advisory_unlock(hashtext('${DEMO_TEMPLATE_DATABASE}'))`);
    }
  });
}

/**
 * A database of its own holding the demo event (seed DEMO_TEMPLATE_SEED, scale 1) and the demo accounts,
 * as `seedDemoEvent` leaves it: the event is seeded once per run and copied (about half a second) for
 * every file that reads it, instead of seeded again (about ten seconds) for each.
 */
export async function createDemoTestDatabase(): Promise<TestDatabase & { eventId: number }> {
  await ensureDemoTemplate();
  const database = await copyDatabase(DEMO_TEMPLATE_DATABASE);
  const event = await database.db.event.findUnique({ where: { code: DEMO_EVENT_CODE }, select: { id: true } });
  if (!event) throw new Error(`The demo template has no event ${DEMO_EVENT_CODE}`);
  return { ...database, eventId: event.id };
}
