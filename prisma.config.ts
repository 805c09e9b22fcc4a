import { defineConfig } from 'prisma/config';

// Used by Prisma's CLI (generate, and `migrate deploy` where staff run it with network access).
// The app itself connects through lib/db.ts and never reads this file.
export default defineConfig({
  schema: 'prisma/schema.prisma',
  migrations: { path: 'prisma/migrations' },
  datasource: { url: process.env.DATABASE_URL ?? 'postgresql://localhost:5432/catalogue' },
});
