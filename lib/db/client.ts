import { PrismaPg } from '@prisma/adapter-pg';
import pg from 'pg';
import { PrismaClient } from '@/lib/generated/prisma/client';

/** A Prisma client and the pg pool under it, for the few reads that skip Prisma (see lib/db.ts). */
export type Database = { prisma: PrismaClient; pool: pg.Pool };

/**
 * Builds a Prisma client over the pg driver adapter for a connection string, and the pool it uses. With a
 * statement timeout, no statement, lock wait or wait for a free connection outlasts it: the request fails
 * (and says "busy") instead of hanging while another instance holds a row or the database is away.
 */
export function createDatabase(connectionString: string, max = 10, statementTimeoutMs?: number): Database {
  const timeouts = statementTimeoutMs
    ? { statement_timeout: statementTimeoutMs, lock_timeout: statementTimeoutMs, connectionTimeoutMillis: statementTimeoutMs }
    : {};
  const pool = new pg.Pool({ connectionString, max, ...timeouts });
  // An idle connection the server closed (a restart, a dropped database) leaves the pool by itself, and the
  // next statement opens a new one; unhandled, its error would end the process. Prisma's adapter listens
  // the same way, but only once Prisma itself has connected.
  pool.on('error', () => {});
  const prisma = new PrismaClient({
    // The client owns the pool: its $disconnect ends it.
    adapter: new PrismaPg(pool, { disposeExternalPool: true }),
    ...(statementTimeoutMs && { transactionOptions: { maxWait: statementTimeoutMs, timeout: statementTimeoutMs * 2 } }),
  });
  return { prisma, pool };
}

export function createPrismaClient(connectionString: string, max = 10, statementTimeoutMs?: number): PrismaClient {
  return createDatabase(connectionString, max, statementTimeoutMs).prisma;
}

export type { PrismaClient };
