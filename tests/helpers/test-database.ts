import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { inject } from 'vitest';
import { createPrismaClient, type PrismaClient } from '@/lib/db/client';

export const TEMPLATE_DATABASE = 'catalogue_template';

export type TestDatabase = { url: string; db: PrismaClient; drop(): Promise<void> };

async function admin(sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: inject('postgresAdminUrl') });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

/** A fresh, migrated, empty database of its own for one test file. */
export async function createTestDatabase(): Promise<TestDatabase> {
  const name = `test_${randomUUID().replaceAll('-', '')}`;
  // A template cannot be copied while anyone is connected to it.
  await admin(`SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = '${TEMPLATE_DATABASE}'`);
  await admin(`CREATE DATABASE "${name}" TEMPLATE "${TEMPLATE_DATABASE}"`);
  const url = new URL(inject('postgresAdminUrl'));
  url.pathname = `/${name}`;
  const db = createPrismaClient(url.toString(), 4);
  return {
    url: url.toString(),
    db,
    async drop() {
      await db.$disconnect();
      await admin(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
    },
  };
}
