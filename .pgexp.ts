import { startEmbeddedPostgres } from '@/lib/db/embedded-postgres';
import { applyMigrations } from '@/lib/db/migrations';
import { seedDemoEvent } from '@/lib/demo-data/seed-demo-event';
const cluster = await startEmbeddedPostgres({ dataDir: '/tmp/pgexp/data', port: 54777 });
if (!(await cluster.databaseExists('exp'))) await cluster.createDatabase('exp');
await applyMigrations(cluster.urlFor('exp'));
for (let i = 0; i < 2; i++) {
  const r = await seedDemoEvent(cluster.urlFor('exp'), { seed: 1, scale: 1, replace: true });
  console.log(JSON.stringify(r));
}
await cluster.stop();
