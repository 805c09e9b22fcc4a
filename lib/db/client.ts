import { PrismaPg } from '@prisma/adapter-pg';
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
  return new PrismaClient({
    adapter: new PrismaPg({ connectionString, max, ...timeouts }),
    ...(statementTimeoutMs && { transactionOptions: { maxWait: statementTimeoutMs, timeout: statementTimeoutMs * 2 } }),
  });
}

export type { PrismaClient };
