import { type ChildProcess } from 'node:child_process';
import { chmodSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startEmbeddedPostgres, type EmbeddedCluster } from '@/lib/db/embedded-postgres';
import { applyMigrations } from '@/lib/db/migrations';
import { startAppInstance, stopProcess, waitUntilReady, type AppInstance } from './app-instance';
import { buildIsCurrent } from './build-fingerprint';
import { localAuthSecret } from './local-secrets';
import { brotliAvailable, instanceNetworkSettings, startNginx } from './nginx';
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
  /** The environment the instances start from (this process's own). */
  baseEnv?: Record<string, string | undefined>;
  /** Settings for every instance on top of that. */
  env?: Record<string, string>;
  /** Runs once the migrations are applied, before any instance starts (seeding). */
  prepare?: (databaseUrl: string) => Promise<void>;
  /** Leaves out the instances' request logs (their errors still show). */
  quiet?: boolean;
  log?: (message: string) => void;
};

export type Cluster = {
  url: string;
  databaseUrl: string;
  instances: AppInstance[];
  /** Stops instance i abruptly (SIGKILL), as a crash would. */
  killInstance(index: number): void;
  /** Stops the embedded PostgreSQL and starts it again on the same data (embedded only). */
  restartDatabase(downMs: number): Promise<{ downAt: number; upAt: number }>;
  stop(): Promise<void>;
};

async function openDatabase(options: ClusterOptions): Promise<{ url: string; embedded?: EmbeddedCluster; start?: () => Promise<EmbeddedCluster> }> {
  if (options.databaseUrl) return { url: options.databaseUrl };
  const start = () => startEmbeddedPostgres({ dataDir: path.join(options.dataDir, 'postgres'), port: options.embeddedPostgresPort });
  const embedded = await start();
  if (!(await embedded.databaseExists('catalogue'))) await embedded.createDatabase('catalogue');
  return { url: embedded.urlFor('catalogue'), embedded, start };
}

/**
 * The database, then N instances of the production build, then nginx in front of them on one port.
 * `stop` ends everything this started, in the reverse order; nginx runs from a temporary folder of its own.
 */
export async function startCluster(options: ClusterOptions): Promise<Cluster> {
  const log = options.log ?? ((message: string) => console.log(message));
  const children: { process: ChildProcess; exited: Promise<unknown> }[] = [];
  const runDir = mkdtempSync(path.join(tmpdir(), 'catalogue-nginx-'));
  // As root, nginx's workers run as `nobody`, which must reach the temporary files in here.
  chmodSync(runDir, 0o755);
  mkdirSync(options.dataDir, { recursive: true, mode: 0o755 });
  let database: Awaited<ReturnType<typeof openDatabase>> | undefined;
  const instances: AppInstance[] = [];

  const stop = async () => {
    await Promise.all([...children].reverse().map((child) => stopProcess(child.process, child.exited)));
    await database?.embedded?.stop().catch(() => {});
    rmSync(runDir, { recursive: true, force: true });
  };

  try {
    database = await openDatabase(options);
    log(database.embedded ? `Embedded PostgreSQL is running on port ${options.embeddedPostgresPort}.` : 'Using the database at DATABASE_URL.');
    const applied = await applyMigrations(database.url);
    if (applied.length > 0) log(`Applied migrations: ${applied.join(', ')}`);
    await options.prepare?.(database.url);

    const origin = `http://localhost:${options.port}`;
    const env: Record<string, string | undefined> = {
      ...(options.baseEnv ?? process.env),
      APP_ORIGIN: origin,
      CATALOGUE_DATA_DIR: options.dataDir,
      AUTH_SECRET: localAuthSecret(options.dataDir),
      AUTH_TRUST_HOST: 'true',
      // nginx is the one proxy in front: the client is the address it adds (deploy/nginx.conf).
      ...instanceNetworkSettings(),
      NEXT_TELEMETRY_DISABLED: '1',
      ...options.env,
      DATABASE_URL: database.url,
    };
    if (!buildIsCurrent(options.root)) {
      log('Building the app (first run, or the sources changed)...');
      buildProduction(options.root, { ...env, NODE_ENV: 'production' });
    }

    for (let index = 0; index < options.instances; index += 1) {
      const instance = startAppInstance(options.root, { id: `instance-${index + 1}`, port: options.port + index + 1, env, quiet: options.quiet === true });
      instances.push(instance);
      children.push(instance);
    }
    await Promise.all(instances.map((instance) => waitUntilReady(`http://127.0.0.1:${instance.port}/api/ready`, 300_000, instance.exited)));

    const nginx = startNginx(options.root, {
      listen: String(options.port),
      upstreams: instances.map((instance) => `127.0.0.1:${instance.port}`),
      runDir,
      brotli: brotliAvailable(),
    });
    const nginxExited = new Promise<unknown>((resolve) => nginx.once('exit', resolve));
    children.push({ process: nginx, exited: nginxExited });
    await waitUntilReady(`http://127.0.0.1:${options.port}/api/health`, 30_000, nginxExited);

    const current = database;
    return {
      url: `http://127.0.0.1:${options.port}`,
      databaseUrl: database.url,
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
      stop,
    };
  } catch (error) {
    await stop();
    throw error;
  }
}
