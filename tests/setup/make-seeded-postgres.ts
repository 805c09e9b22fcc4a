// Run by `npm test` (scripts/test.ts) beside the static checks: a stopped PostgreSQL in the data folder
// given as the argument, whose database holds the migrations and the demo event, for the steps after it
// to copy (tests/support/seeded-postgres.ts).
import { startEmbeddedPostgres } from '@/lib/db/embedded-postgres';
import { applyMigrations } from '@/lib/db/migrations';
import { seedDemoEvent } from '@/lib/demo-data/seed-demo-event';
import { SEEDED_DATABASE, SEEDED_DEMO_SEED } from '@/tests/support/seeded-postgres';

const [dataDir] = process.argv.slice(2);
if (!dataDir) {
  console.error('usage: make-seeded-postgres.ts <data folder>');
  process.exit(2);
}
const cluster = await startEmbeddedPostgres({ dataDir, port: 57_000 + Math.floor(Math.random() * 3_000) });
try {
  await cluster.createDatabase(SEEDED_DATABASE);
  const url = cluster.urlFor(SEEDED_DATABASE);
  await applyMigrations(url);
  const seeded = await seedDemoEvent(url, { seed: SEEDED_DEMO_SEED, scale: 1 });
  console.log(`Seeded ${seeded.circles} circles in ${(seeded.ms / 1000).toFixed(1)} s, once for the run.`);
} finally {
  await cluster.stop();
}
