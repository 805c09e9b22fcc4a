import { type ChildProcess } from 'node:child_process';
import { chmodSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { defaultDatabaseSettings } from '@/lib/config/database';
import { startEmbeddedPostgres, type EmbeddedCluster } from '@/lib/db/embedded-postgres';
import { applyMigrations } from '@/lib/db/migrations';
import { startAppInstance, stopProcess, waitUntilReady, type AppInstance } from './app-instance';
import { buildIsCurrent } from './build-fingerprint';
import { localAuthSecret, localVapidKeys } from './local-secrets';
import { brotliAvailable, instanceNetworkSettings, startNginx } from './nginx';
import { startPgbouncer } from './pgbouncer';
import { buildProduction } from './production-build';

export type ClusterOptions = {
  root: string;
  /** nginx's port; instance i listens on port + i. */
  port: number;
  instances: number;
  /** Local state: the embedded PostgreSQL's data and the generated secret. */
  dataDir: string;
  /** Use this PostgreSQL instead of starting the embedded one. */
  databaseUrl?: string | undefined;
  embeddedPostgresPort: number;
  /** PgBouncer in transaction mode between the instances and PostgreSQL (decision 034), on poolerPort. */
  pooler?: boolean;
  /** PgBouncer's port (port + 50). */
  poolerPort?: number;
  /** The environment the instances start from (this process's own). */
  baseEnv?: Record<string, string | undefined>;
  /** Settings for every instance on top of that. */
  env?: Record<string, string>;
  /** Runs once the migrations are applied, before any instance starts (seeding). */
  prepare?: (databaseUrl: string) => Promise<void>;
  /** Leaves out the instances' request logs (their errors still show). */
  quiet?: boolean;
  /** The whole start, build and seeding included, ends by then: ready, or failed with its reason (15 min). */
  deadlineMs?: number;
  log?: (message: string) => void;
};

export type Cluster = {
  url: string;
  /** PostgreSQL itself (migrations, tests' own reads). */
  databaseUrl: string;
  /** What the instances connect to: PgBouncer with `pooler`, otherwise PostgreSQL itself. */
  instanceDatabaseUrl: string;
  instances: AppInstance[];
  /** Stops instance i abruptly (SIGKILL), as a crash would. */
  killInstance(index: number): void;
  /** Stops the embedded PostgreSQL and starts it again on the same data (embedded only). */
  restartDatabase(downMs: number): Promise<{ downAt: number; upAt: number }>;
  /** Stops PgBouncer at once (every client and server connection dropped) and starts it again. */
  restartPooler(downMs: number): Promise<{ downAt: number; upAt: number }>;
  stop(): Promise<void>;
};

type Child = { process: ChildProcess; exited: Promise<unknown> };

const DEFAULT_DEADLINE_MS = 15 * 60_000;

async function openDatabase(options: ClusterOptions): Promise<{ url: string; embedded?: EmbeddedCluster; start?: () => Promise<EmbeddedCluster> }> {
  if (options.databaseUrl) return { url: options.databaseUrl };
  const start = () => startEmbeddedPostgres({ dataDir: path.join(options.dataDir, 'postgres'), port: options.embeddedPostgresPort });
  const embedded = await start();
  if (!(await embedded.databaseExists('catalogue'))) await embedded.createDatabase('catalogue');
  return { url: embedded.urlFor('catalogue'), embedded, start };
}

/** Waits until a PostgreSQL (or PgBouncer) at `url` runs a query. */
async function waitForDatabase(url: string, timeoutMs: number, exited: Promise<unknown>): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  let gone = false;
  void exited.then(() => (gone = true));
  while (Date.now() < deadline && !gone) {
    const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 2_000 });
    const ok = await client
      .connect()
      .then(() => client.query('SELECT 1'))
      .then(() => true, () => false)
      .finally(() => client.end().catch(() => {}));
    if (ok) return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(gone ? `The pooler for ${new URL(url).host} exited at start.` : `${new URL(url).host} did not answer within ${Math.round(timeoutMs / 1000)} s.`);
}

/**
 * The database, then (with `pooler`) PgBouncer, then N instances of the production build, then nginx in
 * front of them on one port. It either returns a running cluster or throws with the step that failed or
 * ran out of time, within `deadlineMs`; every process it started is stopped on every path, and `stop`
 * ends them in the reverse order. nginx and PgBouncer run from a temporary folder of their own.
 */
export async function startCluster(options: ClusterOptions): Promise<Cluster> {
  const log = options.log ?? ((message: string) => console.log(message));
  const deadlineMs = options.deadlineMs ?? DEFAULT_DEADLINE_MS;
  const deadlineAt = Date.now() + deadlineMs;
  const children: Child[] = [];
  const runDir = mkdtempSync(path.join(tmpdir(), 'catalogue-nginx-'));
  // As root, nginx's workers run as `nobody` and PgBouncer as `postgres`; both must reach their files here.
  chmodSync(runDir, 0o755);
  mkdirSync(options.dataDir, { recursive: true, mode: 0o755 });
  let database: Awaited<ReturnType<typeof openDatabase>> | undefined;
  let cancelled = false;
  let step = 'starting the database';
  const instances: AppInstance[] = [];

  const stopChildren = async () => {
    await Promise.all([...children].reverse().map((child) => stopProcess(child.process, child.exited)));
  };
  const stop = async () => {
    await stopChildren();
    await database?.embedded?.stop().catch(() => {});
    rmSync(runDir, { recursive: true, force: true });
  };
  /** A step's result, unless the deadline passed while it ran: then what it started is stopped too. */
  const checked = async <T>(name: string, work: () => Promise<T>): Promise<T> => {
    step = name;
    const result = await work();
    if (cancelled) throw new Error('cancelled');
    return result;
  };
  const remaining = () => Math.max(1_000, deadlineAt - Date.now());

  const statementTimeoutMs = Number(options.env?.DATABASE_STATEMENT_TIMEOUT_MS ?? options.baseEnv?.DATABASE_STATEMENT_TIMEOUT_MS ?? defaultDatabaseSettings.statementTimeoutMs);
  const poolerPort = options.poolerPort ?? options.port + 50;
  let startPooler: (() => Promise<Child>) | undefined;

  const start = async (): Promise<Cluster> => {
    database = await checked('starting the database', () => openDatabase(options));
    log(database.embedded ? `Embedded PostgreSQL is running on port ${options.embeddedPostgresPort}.` : 'Using the database at DATABASE_URL.');
    // Migrations and seeding talk to PostgreSQL itself, never through the pooler.
    const applied = await checked('applying migrations', () => applyMigrations(database!.url));
    if (applied.length > 0) log(`Applied migrations: ${applied.join(', ')}`);
    await checked('preparing the database', async () => options.prepare?.(database!.url));

    let instanceDatabaseUrl = database.url;
    if (options.pooler) {
      const pooled = new URL(database.url);
      pooled.hostname = '127.0.0.1';
      pooled.port = String(poolerPort);
      instanceDatabaseUrl = pooled.toString();
      startPooler = async () => {
        const pooler = startPgbouncer({ port: poolerPort, serverUrl: database!.url, statementTimeoutMs, serverConnections: 20, runDir: path.join(runDir, 'pgbouncer') });
        const child = { process: pooler, exited: new Promise<unknown>((resolve) => pooler.once('exit', resolve)) };
        children.push(child);
        await waitForDatabase(instanceDatabaseUrl, 30_000, child.exited);
        return child;
      };
      await checked('starting PgBouncer', startPooler);
      log(`PgBouncer (transaction pooling) is running on port ${poolerPort}.`);
    }

    const origin = `http://localhost:${options.port}`;
    const env: Record<string, string | undefined> = {
      ...(options.baseEnv ?? process.env),
      APP_ORIGIN: origin,
      CATALOGUE_DATA_DIR: options.dataDir,
      AUTH_SECRET: localAuthSecret(options.dataDir),
      ...localVapidKeys(options.dataDir),
      AUTH_TRUST_HOST: 'true',
      // nginx is the one proxy in front: the client is the address it adds (deploy/nginx.conf).
      ...instanceNetworkSettings(),
      NEXT_TELEMETRY_DISABLED: '1',
      ...options.env,
      DATABASE_URL: instanceDatabaseUrl,
      // The search index's long reads go past the pooler (lib/db.ts).
      DATABASE_DIRECT_URL: options.pooler ? database.url : undefined,
    };
    if (!buildIsCurrent(options.root)) {
      log('Building the app (first run, or the sources changed)...');
      step = 'building the app';
      buildProduction(options.root, { ...env, NODE_ENV: 'production' }, { timeoutMs: remaining() });
      if (cancelled) throw new Error('cancelled');
    }

    for (let index = 0; index < options.instances; index += 1) {
      const instance = startAppInstance(options.root, { id: `instance-${index + 1}`, port: options.port + index + 1, env, quiet: options.quiet === true });
      instances.push(instance);
      children.push(instance);
    }
    await checked('waiting for the instances to be ready', () =>
      Promise.all(instances.map((instance) => waitUntilReady(`http://127.0.0.1:${instance.port}/api/ready`, remaining(), instance.exited))),
    );

    const nginx = startNginx(options.root, {
      listen: String(options.port),
      upstreams: instances.map((instance) => `127.0.0.1:${instance.port}`),
      runDir,
      brotli: brotliAvailable(),
    });
    const nginxExited = new Promise<unknown>((resolve) => nginx.once('exit', resolve));
    children.push({ process: nginx, exited: nginxExited });
    await checked('starting nginx', () => waitUntilReady(`http://127.0.0.1:${options.port}/api/health`, Math.min(30_000, remaining()), nginxExited));

    const current = database;
    let pooler = children.find((child) => child.process.spawnfile.endsWith('pgbouncer'));
    return {
      url: `http://127.0.0.1:${options.port}`,
      databaseUrl: database.url,
      instanceDatabaseUrl,
      instances,
      killInstance: (index) => instances[index]?.process.kill('SIGKILL'),
      async restartDatabase(downMs) {
        if (!current.embedded || !current.start) throw new Error('Only the embedded PostgreSQL can be restarted.');
        await current.embedded.stop();
        const downAt = Date.now();
        await new Promise((resolve) => setTimeout(resolve, downMs));
        current.embedded = await current.start();
        return { downAt, upAt: Date.now() };
      },
      async restartPooler(downMs) {
        if (!pooler || !startPooler) throw new Error('The cluster runs without a pooler.');
        // SIGTERM is PgBouncer's immediate stop: every connection is dropped, as in a crash.
        pooler.process.kill('SIGTERM');
        await pooler.exited;
        children.splice(children.indexOf(pooler), 1);
        const downAt = Date.now();
        await new Promise((resolve) => setTimeout(resolve, downMs));
        pooler = await startPooler();
        return { downAt, upAt: Date.now() };
      },
      stop,
    };
  };

  let timer: ReturnType<typeof setTimeout> | undefined;
  const deadline = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => {
      cancelled = true;
      reject(new Error(`The cluster did not start within ${Math.round(deadlineMs / 1000)} s (still ${step}).`));
    }, deadlineMs);
  });
  const started = start();
  try {
    return await Promise.race([started, deadline]);
  } catch (error) {
    cancelled = true;
    // A step still running goes on in the background; whatever it starts after this is stopped when it ends.
    void started.then(stop, stop);
    await stop();
    throw error instanceof Error && error.message === 'cancelled' ? new Error(`The cluster did not start within ${Math.round(deadlineMs / 1000)} s (still ${step}).`) : error;
  } finally {
    clearTimeout(timer);
  }
}
