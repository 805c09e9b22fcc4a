// `npm run bench:reference [-- --seconds 20]`: the yardstick for bench:http. Builds and serves
// bench/reference-page (a bare Next.js page of fifty rows with a client component in each, no
// sign-in, database or translations) as one `next start` process and loads it the way bench:http
// loads the circle list. What this page reaches on a machine bounds what any list page of this
// stack can reach there.
import { spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { numberArgument } from './support/arguments';
import { startNextServer, type AppServer } from './support/app-server';
import { runLoad, type LoadResult } from './support/load';

const seconds = numberArgument('seconds', 20);
const port = numberArgument('port', 3310);
const root = path.resolve(import.meta.dirname, '..');
const source = path.join(root, 'bench', 'reference-page');
const fixed = (n: number) => n.toFixed(1);

// Built from a copy in a temporary folder: inside the repository, the bundler also picks up the
// catalogue's own proxy.ts and instrumentation.ts, which belong to another app.
const work = mkdtempSync(path.join(os.tmpdir(), 'catalogue-reference-page-'));
const dir = path.join(work, 'reference-page');

function buildReferencePage(): void {
  cpSync(source, dir, { recursive: true, filter: (file) => !file.includes(`${path.sep}.next`) });
  symlinkSync(path.join(root, 'node_modules'), path.join(dir, 'node_modules'), 'dir');
  writeFileSync(path.join(dir, 'package.json'), '{ "private": true }\n');
  console.log('Building the reference page...');
  const nextBin = path.join(root, 'node_modules', 'next', 'dist', 'bin', 'next');
  const build = spawnSync(process.execPath, [nextBin, 'build'], { cwd: dir, encoding: 'utf8', env: { ...process.env, NODE_ENV: 'production', NEXT_TELEMETRY_DISABLED: '1' } });
  if (build.status !== 0) throw new Error(`The reference page did not build:\n${build.stdout}${build.stderr}`);
}

const describe = (label: string, r: LoadResult) =>
  `  ${label.padEnd(24)} ${fixed(r.rps)} req/s  p50=${fixed(r.p50)} ms  p99=${fixed(r.p99)} ms  max=${fixed(r.max)} ms  requests=${r.requests} errors=${r.errors}`;

let server: AppServer | undefined;
try {
  buildReferencePage();
  console.log(`machine: ${os.cpus().length} cores, load average ${os.loadavg().map((n) => n.toFixed(2)).join(' ')} at start; ${seconds} s per run`);
  server = await startNextServer({ dir, port, env: {} });
  // Varied queries, as bench:http varies keywords; the cookie is the one a visitor's browser sends.
  const list = (connections: number, durationMs = seconds * 1000) =>
    runLoad({ port, connections, durationMs, path: (n) => `/list?keyword=${'k'.repeat(n % 40)}`, headers: { Cookie: 'locale=en' } });
  await list(8, 5000);
  const list8 = await list(8);
  const list32 = await list(32);
  console.log(describe('reference, 8 connections', list8));
  console.log(describe('reference, 32 connections', list32));
  console.log(`reference rps=${fixed(list32.rps)} p99_8_ms=${fixed(list8.p99)} p99_32_ms=${fixed(list32.p99)} errors=${list8.errors + list32.errors}`);
} finally {
  await server?.stop();
  rmSync(work, { recursive: true, force: true });
}
