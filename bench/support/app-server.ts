import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { buildIsCurrent, recordBuild, sourceFingerprint } from '@/scripts/support/build-fingerprint';
import { buildProduction } from '@/scripts/support/production-build';

const root = path.resolve(import.meta.dirname, '..', '..');
const nextBin = path.join(root, 'node_modules', 'next', 'dist', 'bin', 'next');

export type AppServer = { port: number; stop(): Promise<void> };

/**
 * Builds the production app (and its service worker) when its sources changed, as `npm start` does; of
 * this checkout, or of another one (`dir`, an older commit served beside this one by bench:handoff).
 */
export function ensureProductionBuild(dir = root): void {
  if (buildIsCurrent(dir)) return;
  console.log(`Building the app in ${dir} (the sources changed since the last build)...`);
  const env = { ...process.env, NEXT_TELEMETRY_DISABLED: '1' };
  if (dir === root) return buildProduction(dir, env);
  // An older checkout builds with its own scripts: its build steps and file layout may differ from ours.
  const fingerprint = sourceFingerprint(dir);
  const result = spawnSync('npm', ['run', 'build'], { cwd: dir, stdio: 'inherit', env: { ...env, NODE_ENV: 'production' } });
  if (result.status !== 0) throw new Error(`The build in ${dir} failed; see the output above.`);
  recordBuild(dir, fingerprint);
}

async function waitUntilUp(port: number, server: ChildProcess, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`The server exited with code ${server.exitCode}.`);
    try {
      const response = await fetch(`http://127.0.0.1:${port}/`, { redirect: 'manual' });
      if (response.status < 500) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`The server did not answer on port ${port} within ${timeoutMs / 1000} s.`);
}

/** A Node process serving on `port` from `args` in `cwd`; resolves once it answers. */
async function startServer(args: string[], port: number, env: Record<string, string>, cwd = root): Promise<AppServer> {
  // BENCH_SERVER_NODE_ARGS passes flags to the server's Node, e.g. `--cpu-prof` to see where its time goes.
  const nodeArgs = process.env.BENCH_SERVER_NODE_ARGS?.split(' ').filter(Boolean) ?? [];
  const server = spawn(process.execPath, [...nodeArgs, ...args], {
    cwd,
    stdio: ['ignore', 'pipe', 'inherit'],
    env: { ...process.env, ...env, NODE_ENV: 'production', NEXT_TELEMETRY_DISABLED: '1', PORT: String(port) },
  });
  server.stdout?.on('data', (chunk: Buffer) => {
    const text = chunk.toString();
    if (text.includes('[catalogue]')) process.stdout.write(`  server: ${text}`);
  });
  const stop = async () => {
    if (server.exitCode !== null) return;
    server.kill('SIGTERM');
    await new Promise((resolve) => server.once('exit', resolve));
  };
  try {
    await waitUntilUp(port, server, 60_000);
  } catch (error) {
    await stop();
    throw error;
  }
  return { port, stop };
}

/** A `next start` of the Next.js project in `dir`, on loopback. */
export function startNextServer(options: { dir: string; port: number; env: Record<string, string> }): Promise<AppServer> {
  return startServer([nextBin, 'start', options.dir, '--port', String(options.port), '--hostname', '127.0.0.1'], options.port, options.env);
}

/**
 * The catalogue as `npm start` serves it in production (scripts/serve.ts: Next's handler behind the
 * product's own HTTP server), on its own port and database, with a throwaway auth secret; of this
 * checkout or of another one's build (`root`), with settings of its own (`env`) over the process's.
 */
export function startAppServer(options: { port: number; databaseUrl: string; dataDir: string; root?: string; env?: Record<string, string> }): Promise<AppServer> {
  const dir = options.root ?? root;
  const env = {
    ...options.env,
    DATABASE_URL: options.databaseUrl,
    CATALOGUE_DATA_DIR: options.dataDir,
    AUTH_SECRET: randomBytes(32).toString('base64url'),
    AUTH_TRUST_HOST: 'true',
    APP_ORIGIN: `http://127.0.0.1:${options.port}`,
  };
  return startServer(['--import', 'tsx', path.join(dir, 'scripts', 'serve.ts')], options.port, env, dir);
}
