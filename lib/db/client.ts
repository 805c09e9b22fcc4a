import { PrismaPg } from '@prisma/adapter-pg';
import { PrismaClient } from '@/lib/generated/prisma/client';

/** Builds a Prisma client over the pg driver adapter for a connection string. */
export function createPrismaClient(connectionString: string, max = 10): PrismaClient {
  return new PrismaClient({ adapter: new PrismaPg({ connectionString, max }) });
}

export type { PrismaClient };
