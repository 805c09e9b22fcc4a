import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';

export type AppInstance = {
  id: string;
  port: number;
  process: ChildProcess;
  /** Resolves when the process has exited. */
  exited: Promise<number | null>;
};

/** Starts one instance of the production build (scripts/serve.ts) on `port`. */
export function startAppInstance(root: string, options: { id: string; port: number; env: Record<string, string | undefined>; quiet?: boolean }): AppInstance {
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(root, 'scripts', 'serve.ts')], {
    cwd: root,
    // Quiet: without the request log on stdout; errors still reach stderr.
    stdio: ['ignore', options.quiet ? 'ignore' : 'inherit', 'inherit'],
    env: { ...options.env, PORT: String(options.port), INSTANCE_ID: options.id, NODE_ENV: 'production' },
  });
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  return { id: options.id, port: options.port, process: child, exited };
}

/** Waits until `url` answers 200 (an instance's /api/ready, or nginx in front of them). */
export async function waitUntilReady(url: string, timeoutMs: number, exited?: Promise<unknown>): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  let gone = false;
  void exited?.then(() => (gone = true));
  while (Date.now() < deadline) {
    if (gone) throw new Error(`The server for ${url} exited before it was ready.`);
    const status = await fetch(url, { signal: AbortSignal.timeout(3_000) })
      .then(async (response) => (await response.arrayBuffer(), response.status))
      .catch(() => 0);
    if (status === 200) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${url} was not ready within ${Math.round(timeoutMs / 1000)} s.`);
}

/** SIGTERM, then SIGKILL if the process has not ended within `graceMs`. */
export async function stopProcess(child: ChildProcess, exited: Promise<unknown>, graceMs = 10_000): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), graceMs);
  await exited;
  clearTimeout(timer);
}
