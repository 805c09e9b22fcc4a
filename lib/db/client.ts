import { PrismaPg } from '@prisma/adapter-pg';
import pg from 'pg';
import { appMetrics } from '@/lib/metrics';
import { PrismaClient } from '@/lib/generated/prisma/client';

/**
 * Builds a Prisma client over the pg driver adapter for a connection string. With a statement timeout,
 * no statement, lock wait or wait for a free connection outlasts it: the request fails (and says "busy")
 * instead of hanging while another instance holds a row or the database is away.
 */
export function createPrismaClient(connectionString: string, max = 10, statementTimeoutMs?: number): PrismaClient {
  const timeouts = statementTimeoutMs
    ? { statement_timeout: statementTimeoutMs, lock_timeout: statementTimeoutMs, connectionTimeoutMillis: statementTimeoutMs }
    : {};
  // The pool is made here rather than by the adapter so that /metrics can read its use and its queue.
  const pool = new pg.Pool({ connectionString, max, ...timeouts });
  appMetrics().pools.add(pool);
  return new PrismaClient({
    adapter: new PrismaPg(pool, { disposeExternalPool: true }),
    ...(statementTimeoutMs && { transactionOptions: { maxWait: statementTimeoutMs, timeout: statementTimeoutMs * 2 } }),
  });
}

export type { PrismaClient };
