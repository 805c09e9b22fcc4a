import 'server-only';
import type pg from 'pg';
import { getConfig } from '@/lib/config/get-config';
import { createDatabase, type PrismaClient } from '@/lib/db/client';

// One client per server process; Next's dev server reloads modules, so keep it on globalThis. A client
// put there by someone else (the tests' counting clients) comes without `pgPool`.
const globalForPrisma = globalThis as unknown as { prisma?: PrismaClient; pgPool?: pg.Pool };

function client(): PrismaClient {
  if (globalForPrisma.prisma) return globalForPrisma.prisma;
  const url = process.env.DATABASE_URL;
  if (!url) throw new Error('DATABASE_URL is not set: start the app with `npm start`, which provides one.');
  const { poolSize, statementTimeoutMs } = getConfig().database;
  const made = createDatabase(url, poolSize, statementTimeoutMs);
  globalForPrisma.prisma = made.prisma;
  globalForPrisma.pgPool = made.pool;
  return made.prisma;
}

// Created on first use, so that `next build` can import modules that use it without a database.
export const db: PrismaClient = new Proxy({} as PrismaClient, {
  get: (_target, property) => Reflect.get(client(), property, client()),
});

/**
 * The rows of one statement sent straight through the pool under the Prisma client, for the reads every
 * signed-in page makes (the session's user in the proxy, the member's state on a catalogue page): Prisma's
 * own handling of a raw statement cost about as much CPU time as pg's, a few per cent of a page. Values are
 * pg's own (json parsed, booleans, numbers for int4 and float8); return no timestamps, which pg would read
 * in the server's time zone, nor bigints. Without that pool (a client set from outside, or one whose
 * $disconnect ended it), through Prisma.
 */
export async function queryRows<Row>(text: string, values: readonly unknown[]): Promise<Row[]> {
  const prisma = client();
  const pool = globalForPrisma.prisma === prisma ? globalForPrisma.pgPool : undefined;
  if (!pool || pool.ended) return prisma.$queryRawUnsafe<Row[]>(text, ...values);
  return (await pool.query(text, [...values])).rows as Row[];
}
