import 'server-only';
import { databaseUrls } from '@/lib/config/database';
import { getConfig } from '@/lib/config/get-config';
import { createPrismaClient, type PrismaClient } from '@/lib/db/client';

// One client per server process; Next's dev server reloads modules, so keep it on globalThis.
const globalForPrisma = globalThis as unknown as { prisma?: PrismaClient };

function client(): PrismaClient {
  if (globalForPrisma.prisma) return globalForPrisma.prisma;
  const { url } = databaseUrls();
  if (!url) throw new Error('DATABASE_URL is not set: start the app with `npm start`, which provides one.');
  const { poolSize, statementTimeoutMs } = getConfig().database;
  globalForPrisma.prisma = createPrismaClient(url, poolSize, statementTimeoutMs);
  return globalForPrisma.prisma;
}

// Created on first use, so that `next build` can import modules that use it without a database.
export const db: PrismaClient = new Proxy({} as PrismaClient, {
  get: (_target, property) => Reflect.get(client(), property, client()),
});

const globalForDirect = globalThis as unknown as { prismaDirect?: PrismaClient };

function directClient(): PrismaClient {
  if (globalForDirect.prismaDirect) return globalForDirect.prismaDirect;
  const { directUrl } = databaseUrls();
  if (!directUrl) return client();
  const { statementTimeoutMs } = getConfig().database;
  // Two connections: the index build reads its tables in parallel, and nothing else uses this client.
  globalForDirect.prismaDirect = createPrismaClient(directUrl, 2, statementTimeoutMs);
  return globalForDirect.prismaDirect;
}

/**
 * PostgreSQL itself, past a transaction pooler when DATABASE_DIRECT_URL names it (decision 034): for the
 * search index's build and refresh, long reads that would otherwise hold one of the pooler's few server
 * connections while many instances start at once. Without it, the same client as `db`.
 */
export const directDb: PrismaClient = new Proxy({} as PrismaClient, {
  get: (_target, property) => Reflect.get(directClient(), property, directClient()),
});
