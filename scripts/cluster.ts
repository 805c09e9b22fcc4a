// `npm run cluster [-- --instances N] [--pooler]`: the production build as N instances (default 2) behind
// nginx on PORT (default 3000), over one PostgreSQL (the embedded one, or DATABASE_URL), with --pooler
// through PgBouncer in transaction mode on PORT + 50. Instance i listens on PORT + i. Ctrl-C stops
// everything this command started. See docs/decisions/028 and 034.
import path from 'node:path';
import { parseArgs } from 'node:util';
import { localDataDir } from '@/lib/db/local-data-dir';
import { demoAccounts } from '@/lib/demo-data/demo-accounts';
import { hasDemoEvent, seedDemoEvent } from '@/lib/demo-data/seed-demo-event';
import { startCluster, type Cluster } from './support/cluster';

const root = path.resolve(import.meta.dirname, '..');
const { values } = parseArgs({ options: { instances: { type: 'string', default: '2' }, pooler: { type: 'boolean', default: false } } });
const instances = Number(values.instances);
if (!Number.isInteger(instances) || instances < 1 || instances > 16) {
  console.error('--instances must be a whole number from 1 to 16.');
  process.exit(1);
}
const port = Number(process.env.PORT ?? 3000);

let cluster: Cluster | undefined;
let stopping = false;
async function shutdown(code: number): Promise<never> {
  if (!stopping) {
    stopping = true;
    console.log('\nStopping nginx, the instances and the database...');
    await cluster?.stop().catch(() => {});
  }
  process.exit(code);
}
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => void shutdown(0));

async function main() {
  cluster = await startCluster({
    root,
    port,
    instances,
    dataDir: localDataDir(),
    databaseUrl: process.env.DATABASE_URL,
    embeddedPostgresPort: Number(process.env.EMBEDDED_POSTGRES_PORT ?? 54329),
    pooler: values.pooler,
    async prepare(databaseUrl) {
      if (process.env.SEED_DEMO_DATA === 'false' || (await hasDemoEvent(databaseUrl))) return;
      console.log('Seeding the demo event (first run only)...');
      await seedDemoEvent(databaseUrl, { seed: Number(process.env.DEMO_SEED ?? 1), scale: 1 });
    },
  });
  for (const instance of cluster.instances) void instance.exited.then((code) => !stopping && console.error(`${instance.id} (port ${instance.port}) exited with ${code}.`));
  const through = values.pooler ? `, through PgBouncer on port ${port + 50}` : '';
  console.log(`\nThe catalogue is at http://localhost:${port} (nginx over ${instances} instance${instances === 1 ? '' : 's'} on ports ${port + 1}-${port + instances}${through}).`);
  console.log(`Demo accounts (password for all: ${demoAccounts[0]?.password}): ${demoAccounts.map((account) => account.email).join(', ')}`);
  console.log('Press Ctrl-C to stop.\n');
}

main().catch(async (error: unknown) => {
  console.error(`\nCould not start the cluster: ${error instanceof Error ? error.message : String(error)}`);
  await shutdown(1);
});
