import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { buildIsCurrent, recordBuild, sourceFingerprint } from '@/scripts/support/build-fingerprint';

const root = path.resolve(import.meta.dirname, '..', '..');
const nextBin = path.join(root, 'node_modules', 'next', 'dist', 'bin', 'next');

export type AppServer = { port: number; stop(): Promise<void> };

/** Builds the production app when its sources changed since the last build, as `npm start` does. */
export function ensureProductionBuild(): void {
  if (buildIsCurrent(root)) return;
  console.log('Building the app (the sources changed since the last build)...');
  const fingerprint = sourceFingerprint(root);
  const build = spawnSync(process.execPath, [nextBin, 'build'], { cwd: root, stdio: 'inherit', env: { ...process.env, NODE_ENV: 'production', NEXT_TELEMETRY_DISABLED: '1' } });
  if (build.status !== 0) throw new Error('The build failed; see the output above.');
  recordBuild(root, fingerprint);
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

/** A `next start` of the Next.js project in `dir`, on loopback; resolves once it answers. */
export async function startNextServer(options: { dir: string; port: number; env: Record<string, string> }): Promise<AppServer> {
  // BENCH_SERVER_NODE_ARGS passes flags to the server's Node, e.g. `--cpu-prof` to see where its time goes.
  const nodeArgs = process.env.BENCH_SERVER_NODE_ARGS?.split(' ').filter(Boolean) ?? [];
  const server = spawn(process.execPath, [...nodeArgs, nextBin, 'start', options.dir, '--port', String(options.port), '--hostname', '127.0.0.1'], {
    cwd: root,
    stdio: ['ignore', 'pipe', 'inherit'],
    env: { ...process.env, ...options.env, NODE_ENV: 'production', NEXT_TELEMETRY_DISABLED: '1', PORT: String(options.port) },
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
    await waitUntilUp(options.port, server, 60_000);
  } catch (error) {
    await stop();
    throw error;
  }
  return { port: options.port, stop };
}

/** One `next start` process on its own port and database, with a throwaway auth secret. */
export function startAppServer(options: { port: number; databaseUrl: string; dataDir: string }): Promise<AppServer> {
  return startNextServer({
    dir: root,
    port: options.port,
    env: {
      DATABASE_URL: options.databaseUrl,
      CATALOGUE_DATA_DIR: options.dataDir,
      AUTH_SECRET: randomBytes(32).toString('base64url'),
      AUTH_TRUST_HOST: 'true',
      APP_ORIGIN: `http://127.0.0.1:${options.port}`,
    },
  });
}
