// `npm start`: the whole product on one machine with no configuration. Starts (or reuses) the database,
// applies migrations, seeds the demo event on first run, builds the app when its sources changed, and
// serves it. Ctrl-C stops everything this command started.
import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { applyMigrations } from '@/lib/db/migrations';
import { localDataDir } from '@/lib/db/local-data-dir';
import { openLocalDatabase } from '@/lib/db/local-database';
import { demoAccounts } from '@/lib/demo-data/demo-accounts';
import { hasDemoEvent, seedDemoEvent } from '@/lib/demo-data/seed-demo-event';
import { buildIsCurrent } from './support/build-fingerprint';
import { localAuthSecret, localVapidKeys } from './support/local-secrets';
import { buildSearchWorker } from './build-search-worker';
import { buildProduction } from './support/production-build';

const root = path.resolve(import.meta.dirname, '..');
const dev = process.argv.includes('--dev');
const port = Number(process.env.PORT ?? 3000);
const nextBin = path.join(root, 'node_modules', 'next', 'dist', 'bin', 'next');

let server: ChildProcess | undefined;
let stopDatabase: () => Promise<void> = async () => {};
let stopping = false;

async function shutdown(code: number): Promise<never> {
  if (!stopping) {
    stopping = true;
    if (server && server.exitCode === null) {
      server.kill('SIGTERM');
      await new Promise((resolve) => server?.once('exit', resolve));
    }
    await stopDatabase().catch(() => {});
  }
  process.exit(code);
}

for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => void shutdown(0));

async function main() {
  const database = await openLocalDatabase();
  stopDatabase = database.stop;
  console.log(database.embedded ? `Embedded PostgreSQL is running (data in ${path.relative(root, localDataDir()) || '.'}/postgres).` : 'Using the database at DATABASE_URL.');

  const applied = await applyMigrations(database.url);
  if (applied.length > 0) console.log(`Applied migrations: ${applied.join(', ')}`);

  if (process.env.SEED_DEMO_DATA !== 'false' && !(await hasDemoEvent(database.url))) {
    console.log('Seeding the demo event (first run only)...');
    const summary = await seedDemoEvent(database.url, { seed: Number(process.env.DEMO_SEED ?? 1), scale: 1 });
    console.log(`Seeded ${summary.circles} circles in ${summary.placements} spaces and ${summary.exhibitors} corporate booths in ${(summary.ms / 1000).toFixed(1)} s.`);
  }

  // Server actions are accepted from APP_ORIGIN only (lib/http/own-origin.ts): without one, the port served.
  const env = { ...process.env, APP_ORIGIN: process.env.APP_ORIGIN ?? `http://localhost:${port}`, CATALOGUE_DATA_DIR: localDataDir(), DATABASE_URL: database.url, AUTH_SECRET: localAuthSecret(localDataDir()), ...localVapidKeys(localDataDir()), AUTH_TRUST_HOST: 'true', PORT: String(port), NEXT_TELEMETRY_DISABLED: '1' };

  if (!dev && !buildIsCurrent(root)) {
    console.log('Building the app (first run, or the sources changed)...');
    buildProduction(root, env);
  }
  // Next's development server does not bundle the search worker either; a changed worker needs a restart.
  if (dev) buildSearchWorker(root);

  // Production goes through scripts/serve.ts, which gives the app the connection's address for the rate
  // limits; in development Next's own server does (a forwarded header from the client is believed there).
  const serveArgs = dev ? [nextBin, 'dev', '--port', String(port)] : ['--import', 'tsx', path.join(root, 'scripts', 'serve.ts')];
  server = spawn(process.execPath, serveArgs, {
    cwd: root,
    stdio: 'inherit',
    env: { ...env, NODE_ENV: dev ? 'development' : 'production' },
  });
  server.once('exit', (code) => void shutdown(code ?? 0));

  console.log(`\nThe catalogue is at http://localhost:${port}\nDemo accounts (password for all: ${demoAccounts[0]?.password}):`);
  for (const account of demoAccounts) console.log(`  ${account.email.padEnd(24)} ${account.description}`);
  console.log('Press Ctrl-C to stop.\n');
}

main().catch(async (error: unknown) => {
  console.error(`\nCould not start: ${error instanceof Error ? error.message : String(error)}`);
  await shutdown(1);
});
