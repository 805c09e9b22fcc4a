// `npm run bench:http [-- --seconds 15] [--rounds 2]`: the production server (scripts/serve.ts, one process,
// its own port and a freshly seeded database) under load, against its yardstick in the same run: the
// bare reference page of bench/reference-page, served beside it. Signs in the Platinum demo member and
// drives /circle/list?keyword=… with varied keywords and the reference page at 8 and at 32 connections,
// taking turns (the order flips every round, so a change in the machine's load reaches both), then
// circle detail pages and a file from public/ at 32 connections. Loopback only; the load generator shares
// the machine's cores with the servers. Each figure is the median of its rounds; the last line is the
// summary, and its ratio, not its absolute figures, is what compares across machines and runs.
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { numberArgument } from './support/arguments';
import { ensureProductionBuild, startAppServer, type AppServer } from './support/app-server';
import { openBenchDatabase } from './support/bench-database';
import { detailCircleIds, expectPage, platinumMemberCookie } from './support/bench-pages';
import { listPaths } from './support/list-paths';
import { runLoad, type LoadOptions, type LoadResult } from './support/load';
import { referenceHeaders, referencePath, startReferenceServer } from './support/reference-server';
import { httpLine, median, type Throughput } from './support/summary-line';

const seconds = numberArgument('seconds', 15);
const rounds = numberArgument('rounds', 2);
const port = numberArgument('port', 3300);
const referencePort = numberArgument('reference-port', port + 10);
// A real file of public/, served as it is: what the server does with no rendering at all.
const staticPath = '/icons/icon-512.png';
const fixed = (n: number, digits = 1) => n.toFixed(digits);
const load = () => os.loadavg().map((n) => n.toFixed(2)).join(' ');
const describe = (label: string, r: LoadResult) =>
  `  ${label.padEnd(26)} ${fixed(r.rps)} req/s  p50=${fixed(r.p50)} ms  p99=${fixed(r.p99)} ms  max=${fixed(r.max)} ms  requests=${r.requests} errors=${r.errors} ${JSON.stringify(r.statuses)}`;

// What a browser's page load says about itself (a client-side navigation fetches the page's data instead).
const pageLoad = { 'Sec-Fetch-Dest': 'document', 'Sec-Fetch-Mode': 'navigate' };

/** The JavaScript a page loads, gzipped as a server would send it. */
async function pageWeight(origin: string, pagePath: string, cookie: string): Promise<{ htmlKb: number; jsKbGz: number }> {
  const html = await (await fetch(`${origin}${pagePath}`, { headers: { Cookie: cookie, ...pageLoad } })).text();
  const sources = [...new Set([...html.matchAll(/<script[^>]+src="([^"]+)"/g)].map((match) => match[1] ?? ''))].filter((src) => src.endsWith('.js') || src.includes('.js?'));
  let js = 0;
  for (const src of sources) js += gzipSync(Buffer.from(await (await fetch(new URL(src, origin))).arrayBuffer())).length;
  return { htmlKb: Buffer.byteLength(html) / 1024, jsKbGz: js / 1024 };
}

console.log(`machine: ${os.cpus().length} cores, load average ${load()} at start; ${seconds} s per run, ${rounds} rounds`);
ensureProductionBuild();
const database = await openBenchDatabase({ scale: 1, fresh: true });
const dataDir = await mkdtemp(path.join(os.tmpdir(), 'catalogue-bench-http-'));
let server: AppServer | undefined;
let reference: AppServer | undefined;
try {
  const [paths, detailIds] = await Promise.all([listPaths(database.url), detailCircleIds(database.url, 200)]);
  reference = await startReferenceServer(referencePort);
  server = await startAppServer({ port, databaseUrl: database.url, dataDir });
  const origin = `http://127.0.0.1:${port}`;
  const cookie = await platinumMemberCookie(origin);
  await expectPage(origin, paths[0] ?? '/circle/list', cookie);
  await expectPage(origin, `/circle/${detailIds[0]}`, cookie);
  await expectPage(origin, staticPath, '');

  type Target = Omit<LoadOptions, 'connections' | 'durationMs'>;
  const list: Target = { port, path: (n) => paths[n % paths.length] ?? '/circle/list', headers: { Cookie: cookie, ...pageLoad } };
  const referenceList: Target = { port: referencePort, path: referencePath, headers: referenceHeaders };
  const detail: Target = { port, path: (n) => `/circle/${detailIds[n % detailIds.length]}`, headers: { Cookie: cookie, ...pageLoad } };
  const file: Target = { port, path: () => staticPath };
  const run = (target: Target, connections: number, durationMs = seconds * 1000) => runLoad({ ...target, connections, durationMs });

  // Warm-up: JIT, connection pools, the index pages in the CPU caches, on both servers.
  await run(list, 8, 5000);
  await run(referenceList, 8, 5000);
  await run(detail, 8, 3000);

  const results: Record<'list8' | 'list32' | 'reference8' | 'reference32' | 'detail32' | 'static32', LoadResult[]> = {
    list8: [],
    list32: [],
    reference8: [],
    reference32: [],
    detail32: [],
    static32: [],
  };
  for (let round = 0; round < rounds; round++) {
    console.log(`round ${round + 1} (load average ${load()})`);
    const pairs = [
      ['list', list],
      ['reference', referenceList],
    ] as const;
    for (const connections of [8, 32] as const) {
      // list, reference, reference, list, then the other way round: a drifting load hits both alike.
      const ordered = (round + (connections === 32 ? 1 : 0)) % 2 === 0 ? pairs : [...pairs].reverse();
      for (const [name, target] of ordered) {
        const result = await run(target, connections);
        results[`${name}${connections}`].push(result);
        console.log(describe(`${name}, ${connections} connections`, result));
      }
    }
    results.detail32.push(await run(detail, 32));
    console.log(describe('detail, 32 connections', results.detail32.at(-1) as LoadResult));
    results.static32.push(await run(file, 32));
    console.log(describe(`${staticPath}, 32 connections`, results.static32.at(-1) as LoadResult));
  }
  const weight = await pageWeight(origin, paths[0] ?? '/circle/list', cookie);
  console.log(`machine: load average ${load()} at end`);
  const medianOf = (runs: readonly LoadResult[]): Throughput => ({ rps: median(runs.map((r) => r.rps)), p99: median(runs.map((r) => r.p99)) });
  console.log(
    httpLine({
      list8: medianOf(results.list8),
      list32: medianOf(results.list32),
      reference8: medianOf(results.reference8),
      reference32: medianOf(results.reference32),
      detail32: medianOf(results.detail32),
      static32: medianOf(results.static32),
      errors: Object.values(results).flat().reduce((sum, r) => sum + r.errors, 0),
      htmlKb: weight.htmlKb,
      jsKbGz: weight.jsKbGz,
    }),
  );
} finally {
  await server?.stop();
  await reference?.stop();
  await database.close();
  await rm(dataDir, { recursive: true, force: true });
}
