// `npm run db:migrate`: applies pending migrations to DATABASE_URL, or to the embedded database.
import { applyMigrations } from '@/lib/db/migrations';
import { openLocalDatabase } from '@/lib/db/local-database';

const database = await openLocalDatabase();
try {
  const applied = await applyMigrations(database.url);
  console.log(applied.length ? `Applied: ${applied.join(', ')}` : 'The database is up to date.');
} finally {
  await database.stop();
}
