import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '@/tests/helpers/test-database';

let database: TestDatabase;

// As `npm run serve` hands requests on: X-Forwarded-For ends with the connection's address.
const fromOperator = () => new Request('http://localhost/api/ready', { headers: { 'x-forwarded-for': '127.0.0.1' } });
const fromVisitor = () => new Request('http://localhost/api/ready', { headers: { 'x-forwarded-for': '127.0.0.1, 203.0.113.50' } });

/** Lets or stops new connections to the test database, from the server's admin database. */
async function allowConnections(allow: boolean): Promise<void> {
  const admin = new pg.Client({ connectionString: inject('postgresAdminUrl') });
  await admin.connect();
  try {
    await admin.query(`ALTER DATABASE "${new URL(database.url).pathname.slice(1)}" ALLOW_CONNECTIONS ${allow}`);
  } finally {
    await admin.end();
  }
}

// The app's own client (lib/db.ts) and the configuration read the environment on first use.
beforeAll(async () => {
  database = await createTestDatabase();
  Object.assign(process.env, { DATABASE_URL: database.url, EVENT: 'C999', DATABASE_STATEMENT_TIMEOUT_MS: '1000' });
});

afterAll(async () => {
  const { db } = await import('@/lib/db');
  await db.$disconnect();
  await database?.drop();
});

describe('/api/health and /api/ready', () => {
  it('health answers while the process lives, with the instance name', async () => {
    process.env.INSTANCE_ID = 'instance-test';
    const { GET } = await import('@/app/api/health/route');
    const response = GET(fromOperator());
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ status: 'ok', instance: 'instance-test' });
  });

  it('ready answers 200 once the migrations are applied and the search index is built', async () => {
    const { GET } = await import('@/app/api/ready/route');
    const response = await GET(fromOperator());
    expect(await response.json()).toMatchObject({ status: 'ready', checks: { database: true, migrations: true, searchIndex: true, stopping: false } });
    expect(response.status).toBe(200);
  });

  it('is not ready while a migration of the build is missing from the database', async () => {
    const [latest] = await database.db.$queryRaw<{ name: string }[]>`SELECT "migration_name" AS "name" FROM "_prisma_migrations" ORDER BY "migration_name" DESC LIMIT 1`;
    await database.db.$executeRaw`UPDATE "_prisma_migrations" SET "rolled_back_at" = now() WHERE "migration_name" = ${latest!.name}`;
    try {
      const { GET } = await import('@/app/api/ready/route');
      const response = await GET(fromOperator());
      expect(response.status).toBe(503);
      expect(await response.json()).toMatchObject({ status: 'not ready', checks: { database: true, migrations: false } });
    } finally {
      await database.db.$executeRaw`UPDATE "_prisma_migrations" SET "rolled_back_at" = NULL WHERE "migration_name" = ${latest!.name}`;
    }
  });

  it('is not ready while the database is away, and answers within the statement timeout', async () => {
    // Every connection of this database refused, as while PostgreSQL restarts.
    await allowConnections(false);
    const { db } = await import('@/lib/db');
    await db.$disconnect();
    try {
      const { GET } = await import('@/app/api/ready/route');
      const started = performance.now();
      const response = await GET(fromOperator());
      expect(response.status).toBe(503);
      expect(await response.json()).toMatchObject({ status: 'not ready', checks: { database: false } });
      expect(performance.now() - started).toBeLessThan(2_500);
    } finally {
      await allowConnections(true);
    }
    const { GET } = await import('@/app/api/ready/route');
    expect((await GET(fromOperator())).status).toBe(200);
  });

  it('names the instance and its checks to operators only; a visitor gets the status alone', async () => {
    process.env.INSTANCE_ID = 'instance-test';
    const ready = await import('@/app/api/ready/route');
    const health = await import('@/app/api/health/route');
    const publicReady = await ready.GET(fromVisitor());
    expect(publicReady.status).toBe(200);
    expect(await publicReady.json()).toEqual({ status: 'ready' });
    expect(await health.GET(fromVisitor()).json()).toEqual({ status: 'ok' });
    expect(await (await ready.GET(fromOperator())).json()).toMatchObject({ instance: 'instance-test', checks: { database: true } });
  });

  it('is not ready from the moment a stop begins', async () => {
    const { markStopping } = await import('@/lib/operations/instance');
    markStopping();
    const { GET } = await import('@/app/api/ready/route');
    const response = await GET(fromOperator());
    expect(response.status).toBe(503);
    expect(await response.json()).toMatchObject({ checks: { stopping: true } });
  });
});
