// `npx tsx bench/cpu-per-request.ts [--seconds 8] [--rounds 6] [--port 3300]`: the server CPU time one
// signed-in list request costs, against the bare reference page, measured from /proc while each server
// in turn is loaded at 4 connections. Unlike requests a second, a server's own CPU time per request
// barely moves with the machine's other work, so on a shared machine it compares what a change costs.
// The list URLs are 20 queries, each loaded before the rounds: the page cache's hit path (016).
// BENCH_VARIANT_NODE_ARGS starts a second app server with those Node flags, and BENCH_VARIANT_DIST_DIR one
// serving another build of this checkout (`NEXT_DIST_DIR=<dir> next build`), loaded in the same rounds.
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { circleListSearch, emptyCircleListQuery, withSearch } from '@/lib/catalogue/query-string';
import { loadSearchableRows } from '@/lib/catalogue/searchable-rows';
import { createPrismaClient } from '@/lib/db/client';
import { generateSearchQueries } from './search-queries';
import { numberArgument } from './support/arguments';
import { cpuMs, listenerPid } from './support/process-cpu';
import { ensureProductionBuild, startAppServer, type AppServer } from './support/app-server';
import { openBenchDatabase } from './support/bench-database';
import { platinumMemberCookie } from './support/bench-pages';
import { runLoad } from './support/load';
import { referenceHeaders, referencePath, startReferenceServer } from './support/reference-server';
import { median } from './support/summary-line';

const seconds = numberArgument('seconds', 8);
const rounds = numberArgument('rounds', 6);
const port = numberArgument('port', 3300);
const load = () => os.loadavg().map((n) => n.toFixed(2)).join(' ');
const pageLoad = { 'Sec-Fetch-Dest': 'document', 'Sec-Fetch-Mode': 'navigate' };

async function listPaths(databaseUrl: string): Promise<string[]> {
  const client = createPrismaClient(databaseUrl, 2);
  try {
    const event = await client.event.findUniqueOrThrow({ where: { code: process.env.EVENT ?? 'C999' }, select: { id: true } });
    const { rows } = await loadSearchableRows(client, event.id);
    return generateSearchQueries(rows, { count: 20, seed: 5 }).map(({ query }) =>
      withSearch('/circle/list', circleListSearch({ ...emptyCircleListQuery, keyword: query.keyword ?? '' })),
    );
  } finally {
    await client.$disconnect();
  }
}

type Target = { name: string; port: number; pid: number; path: (n: number) => string; headers: Record<string, string> };

console.log(`machine: ${os.cpus().length} cores, load average ${load()} at start; ${seconds} s per run, ${rounds} rounds`);
ensureProductionBuild();
const database = await openBenchDatabase({ scale: 1, fresh: true });
const dataDir = await mkdtemp(path.join(os.tmpdir(), 'catalogue-bench-cpu-'));
const servers: AppServer[] = [];
try {
  const paths = await listPaths(database.url);
  const reference = await startReferenceServer(port + 1);
  servers.push(reference);
  const targets: Target[] = [{ name: 'reference', port: port + 1, pid: listenerPid(port + 1), path: referencePath, headers: referenceHeaders }];
  const variants: [string, number, string | undefined][] = [['list', port, undefined]];
  const variantDistDir = process.env.BENCH_VARIANT_DIST_DIR;
  if (process.env.BENCH_VARIANT_NODE_ARGS || variantDistDir) variants.push(['list-variant', port + 2, process.env.BENCH_VARIANT_NODE_ARGS]);
  const plainArgs = process.env.BENCH_SERVER_NODE_ARGS;
  const plainDistDir = process.env.NEXT_DIST_DIR;
  for (const [name, appPort, nodeArgs] of variants) {
    process.env.BENCH_SERVER_NODE_ARGS = nodeArgs ?? plainArgs ?? '';
    const distDir = name === 'list-variant' && variantDistDir ? variantDistDir : plainDistDir;
    if (distDir === undefined) delete process.env.NEXT_DIST_DIR;
    else process.env.NEXT_DIST_DIR = distDir;
    servers.push(await startAppServer({ port: appPort, databaseUrl: database.url, dataDir: path.join(dataDir, name) }));
    const cookie = await platinumMemberCookie(`http://127.0.0.1:${appPort}`);
    targets.push({ name, port: appPort, pid: listenerPid(appPort), path: (n) => paths[n % paths.length] ?? '/circle/list', headers: { Cookie: cookie, ...pageLoad } });
  }
  // Warm-up: every list URL made and cached, the JIT warm, on every server.
  for (const target of targets) await runLoad({ ...target, connections: 4, durationMs: 6000 });
  const perRequest = new Map<string, number[]>(targets.map((target) => [target.name, []]));
  for (let round = 0; round < rounds; round++) {
    const ordered = round % 2 === 0 ? targets : [...targets].reverse();
    const line: string[] = [];
    for (const target of ordered) {
      const before = cpuMs(target.pid);
      const result = await runLoad({ ...target, connections: 4, durationMs: seconds * 1000 });
      const ms = (cpuMs(target.pid) - before) / Math.max(1, result.requests);
      perRequest.get(target.name)?.push(ms);
      line.push(`${target.name} ${ms.toFixed(2)} ms/request (${result.requests} requests, ${result.errors} errors)`);
    }
    console.log(`round ${round + 1} (load average ${load()}): ${line.join(', ')}`);
  }
  const medians = new Map([...perRequest].map(([name, values]) => [name, median(values)]));
  const referenceMs = medians.get('reference') ?? 0;
  console.log(`machine: load average ${load()} at end`);
  console.log(
    `cpu ${[...medians].map(([name, ms]) => `${name}_ms=${ms.toFixed(2)}`).join(' ')} ${[...medians]
      .filter(([name]) => name !== 'reference')
      .map(([name, ms]) => `${name}_ratio_ref=${(referenceMs / ms).toFixed(3)}`)
      .join(' ')}`,
  );
} finally {
  for (const server of servers.reverse()) await server.stop();
  await database.close();
  await rm(dataDir, { recursive: true, force: true });
}
