// `npm run bench:http-cluster [-- --seconds 15] [--rounds 2] [--port 3340] [--direct]`: the capacity plan's
// per-core figures (decision 029) measured as the event day runs: two production instances behind nginx,
// through PgBouncer in transaction mode (`--direct`: without it), over a freshly seeded embedded
// PostgreSQL, all on this machine with the load generator. Signs in the Platinum demo member, then drives
// signed-in circle lists (varied keywords) and circle detail pages through nginx at 32 connections.
// Requests per core count every core of the machine against the cluster, so they are lower bounds. Last
// line: http_cluster list_rps=… detail_rps=… list_per_core=… detail_per_core=… list_p99_ms=… …
import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { seedDemoEvent } from '@/lib/demo-data/seed-demo-event';
import { startCluster } from '@/scripts/support/cluster';
import { numberArgument } from './support/arguments';
import { detailCircleIds, expectPage, platinumMemberCookie } from './support/bench-pages';
import { listPaths } from './support/list-paths';
import { runLoad, type LoadResult } from './support/load';
import { median } from './support/summary-line';

const seconds = numberArgument('seconds', 15);
const rounds = numberArgument('rounds', 2);
const port = numberArgument('port', 3340);
const pooler = !process.argv.includes('--direct');
const cores = os.cpus().length;
const root = path.resolve(import.meta.dirname, '..');
const pageLoad = { 'Sec-Fetch-Dest': 'document', 'Sec-Fetch-Mode': 'navigate' };
const describe = (label: string, r: LoadResult) =>
  `  ${label.padEnd(22)} ${r.rps.toFixed(1)} req/s  p50=${r.p50.toFixed(1)} ms  p99=${r.p99.toFixed(1)} ms  requests=${r.requests} errors=${r.errors} ${JSON.stringify(r.statuses)}`;

const dataDir = mkdtempSync(path.join(os.tmpdir(), 'catalogue-bench-cluster-'));
chmodSync(dataDir, 0o755);
console.log(`machine: ${cores} cores, load average ${os.loadavg().map((n) => n.toFixed(2)).join(' ')}; 2 instances behind nginx${pooler ? ' through PgBouncer' : ''}`);
const cluster = await startCluster({
  root,
  port,
  instances: 2,
  dataDir,
  embeddedPostgresPort: Number(process.env.EMBEDDED_POSTGRES_PORT ?? port + 51_000),
  pooler,
  env: { SEED_DEMO_DATA: 'false' },
  prepare: async (url) => void (await seedDemoEvent(url, { seed: 1, scale: 1 })),
  quiet: true,
  log: (message) => console.log(message),
});
try {
  const [paths, detailIds] = await Promise.all([listPaths(cluster.databaseUrl), detailCircleIds(cluster.databaseUrl, 200)]);
  const cookie = await platinumMemberCookie(cluster.url);
  await expectPage(cluster.url, paths[0] ?? '/circle/list', cookie);
  const list = { port, path: (n: number) => paths[n % paths.length] ?? '/circle/list', headers: { Cookie: cookie, ...pageLoad } };
  const detail = { port, path: (n: number) => `/circle/${detailIds[n % detailIds.length]}`, headers: { Cookie: cookie, ...pageLoad } };
  // Warm-up on both instances (nginx takes turns): JIT, pools, page caches.
  await runLoad({ ...list, connections: 8, durationMs: 5_000 });
  await runLoad({ ...detail, connections: 8, durationMs: 5_000 });
  const results = { list: [] as LoadResult[], detail: [] as LoadResult[] };
  for (let round = 0; round < rounds; round++) {
    for (const name of round % 2 === 0 ? (['list', 'detail'] as const) : (['detail', 'list'] as const)) {
      const result = await runLoad({ ...(name === 'list' ? list : detail), connections: 32, durationMs: seconds * 1000 });
      results[name].push(result);
      console.log(describe(`${name}, 32 connections`, result));
    }
  }
  const rps = (runs: LoadResult[]) => median(runs.map((r) => r.rps));
  const p99 = (runs: LoadResult[]) => median(runs.map((r) => r.p99));
  const errors = [...results.list, ...results.detail].reduce((sum, r) => sum + r.errors, 0);
  console.log(
    `http_cluster list_rps=${rps(results.list).toFixed(1)} detail_rps=${rps(results.detail).toFixed(1)} list_per_core=${(rps(results.list) / cores).toFixed(1)} ` +
      `detail_per_core=${(rps(results.detail) / cores).toFixed(1)} list_p99_ms=${p99(results.list).toFixed(0)} detail_p99_ms=${p99(results.detail).toFixed(0)} pooler=${pooler ? 1 : 0} errors=${errors}`,
  );
} finally {
  await cluster.stop();
  rmSync(dataDir, { recursive: true, force: true });
}
