import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { buildPushWorker } from '../build-push-worker';
import { buildSearchWorker } from '../build-search-worker';
import { recordBuild, sourceFingerprint } from './build-fingerprint';

/**
 * `next build`, the search worker and the notification sender bundled on their own, then the service worker bundled from the files the
 * build wrote (lib/pwa/serwist.config.mjs), then the fingerprint that lets the next start skip all three.
 */
export function buildProduction(root: string, env: NodeJS.ProcessEnv, options: { timeoutMs?: number } = {}): void {
  const fingerprint = sourceFingerprint(root);
  const deadline = Date.now() + (options.timeoutMs ?? Infinity);
  const run = (args: string[], failure: string) => {
    // A step still running at the caller's deadline is stopped, so that a start that must end in time does.
    const timeout = Number.isFinite(deadline) ? Math.max(1, deadline - Date.now()) : undefined;
    const result = spawnSync(process.execPath, args, { cwd: root, stdio: 'inherit', env: { ...env, NODE_ENV: 'production' }, timeout, killSignal: 'SIGKILL' });
    if ((result.error as NodeJS.ErrnoException | undefined)?.code === 'ETIMEDOUT') throw new Error(`${failure}: still running after the time allowed, stopped.`);
    if (result.status !== 0) throw new Error(`${failure}; see the output above.`);
  };
  run([path.join(root, 'node_modules', 'next', 'dist', 'bin', 'next'), 'build'], 'The build failed');
  buildSearchWorker(root);
  buildPushWorker(root);
  run([path.join(root, 'node_modules', '@serwist', 'cli', 'cli.js'), 'build', path.join('lib', 'pwa', 'serwist.config.mjs')], 'The service worker build failed');
  recordBuild(root, fingerprint);
}
