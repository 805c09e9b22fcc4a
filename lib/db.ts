import 'server-only';
import { getConfig } from '@/lib/config/get-config';
import { createPrismaClient, type PrismaClient } from '@/lib/db/client';

// One client per server process; Next's dev server reloads modules, so keep it on globalThis.
const globalForPrisma = globalThis as unknown as { prisma?: PrismaClient };

function client(): PrismaClient {
  if (globalForPrisma.prisma) return globalForPrisma.prisma;
  const url = process.env.DATABASE_URL;
  if (!url) throw new Error('DATABASE_URL is not set: start the app with `npm start`, which provides one.');
  const { poolSize, statementTimeoutMs } = getConfig().database;
  globalForPrisma.prisma = createPrismaClient(url, poolSize, statementTimeoutMs);
  return globalForPrisma.prisma;
}

// Created on first use, so that `next build` can import modules that use it without a database.
export const db: PrismaClient = new Proxy({} as PrismaClient, {
  get: (_target, property) => Reflect.get(client(), property, client()),
});
