// `npm run bench:handoff [-- --seconds 6] [--rounds 3] [--port 3600] [--variants on,off,before]`: the markup
// hand-off measured both ways in one run (decision 016). Serves this checkout's build with MARKUP_HANDOFF on
// and off, and the builds of older commits named in BENCH_CHECKOUTS (`before=<checkout>`,
// bench/support/variants.ts), beside bench:http's bare reference page, all on one fresh database. For each
// page of the budget (top on a first visit, top signed in, the list, a circle, the favourites) and the
// map it prints
// - the document's bytes raw, gzipped and brotli-compressed (exact);
// - the server's own CPU time per request (user + system from /proc, 4 connections): what a change costs
//   whatever else the machine runs;
// and bench:http's `ratio_ref` for each variant (the list's requests a second at 32 connections over the
// reference page's), the servers taking turns in an order that flips every round so that the machine's
// load falls on all of them alike. Each figure is the median of its rounds; the last line is the summary.
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { numberArgument } from './support/arguments';
import { cpuMs, listenerPid } from './support/process-cpu';
import { type AppServer } from './support/app-server';
import { openBenchDatabase } from './support/bench-database';
import { detailCircleIds, expectPage, platinumMemberCookie } from './support/bench-pages';
import { listPaths } from './support/list-paths';
import { runLoad, type LoadOptions } from './support/load';
import { referenceHeaders, referencePath, startReferenceServer } from './support/reference-server';
import { median, summaryLine, type Field } from './support/summary-line';
import { transferBytes, type TransferBytes } from './support/transfer-bytes';
import { chosenVariants, ensureVariantBuilds, startVariantServers } from './support/variants';

const seconds = numberArgument('seconds', 6);
const rounds = numberArgument('rounds', 3);
const port = numberArgument('port', 3600);
const load = () => os.loadavg().map((n) => n.toFixed(2)).join(' ');
const pageLoad = { 'Sec-Fetch-Dest': 'document', 'Sec-Fetch-Mode': 'navigate' };

const pageNames = ['top_first', 'top_member', 'list', 'circle', 'favorites', 'map'] as const;
type PageName = (typeof pageNames)[number];

type Target = Omit<LoadOptions, 'connections' | 'durationMs'> & { pid: number };
type Column = { name: string; pages: Map<PageName, Target> };

async function documentBytes(target: Target): Promise<TransferBytes> {
  const response = await fetch(`http://127.0.0.1:${target.port}${target.path(0)}`, { headers: target.headers, redirect: 'manual' });
  const body = await response.text();
  if (response.status !== 200) throw new Error(`${target.path(0)} answered ${response.status}; the benchmark needs the page itself.`);
  return transferBytes(body);
}

/** CPU ms per request and requests a second of one load run on one target. */
async function measureRun(target: Target, connections: number): Promise<{ cpuMs: number; rps: number; errors: number }> {
  const before = cpuMs(target.pid);
  const result = await runLoad({ ...target, connections, durationMs: seconds * 1000 });
  return { cpuMs: (cpuMs(target.pid) - before) / Math.max(1, result.requests), rps: result.rps, errors: result.errors };
}

const variants = chosenVariants();
console.log(`machine: ${os.cpus().length} cores, load average ${load()} at start; ${seconds} s per run, ${rounds} rounds; variants ${variants.map((v) => v.name).join(', ')}`);
ensureVariantBuilds(variants);
const database = await openBenchDatabase({ scale: 1, fresh: true });
const dataDir = await mkdtemp(path.join(os.tmpdir(), 'catalogue-bench-handoff-'));
const servers: AppServer[] = [];
try {
  const [paths, detailIds] = await Promise.all([listPaths(database.url), detailCircleIds(database.url, 200)]);
  const reference = await startReferenceServer(port);
  servers.push(reference);
  const started = await startVariantServers(variants, { port: port + 1, databaseUrl: database.url, dataDir: (name) => path.join(dataDir, name) });
  servers.push(...started.map(({ server }) => server));

  const columns: Column[] = [];
  for (const { variant, port: appPort } of started) {
    const member = { Cookie: await platinumMemberCookie(`http://127.0.0.1:${appPort}`), ...pageLoad };
    const pid = listenerPid(appPort);
    const fixed = (pagePath: string, headers: Record<string, string>): Target => ({ port: appPort, pid, path: () => pagePath, headers });
    const pages = new Map<PageName, Target>([
      // A first visit: no cookie at all, so the consent dialog is part of the page.
      ['top_first', fixed('/', pageLoad)],
      ['top_member', fixed('/', member)],
      ['list', { port: appPort, pid, path: (n) => (n === 0 ? '/circle/list' : (paths[n % paths.length] ?? '/circle/list')), headers: member }],
      ['circle', { port: appPort, pid, path: (n) => `/circle/${detailIds[n % detailIds.length]}`, headers: member }],
      ['favorites', fixed('/user/favorites', member)],
      ['map', fixed('/map', member)],
    ]);
    for (const target of pages.values()) await expectPage(`http://127.0.0.1:${appPort}`, target.path(0), target.headers?.Cookie ?? '');
    columns.push({ name: variant.name, pages });
  }
  const referenceTarget: Target = { port, pid: listenerPid(port), path: referencePath, headers: referenceHeaders };

  // The documents' bytes: the second load of each, the page cache warm as for most members.
  console.log('\nthe document, KB raw / gzip 6 / brotli 5');
  for (const column of columns) {
    const cells: string[] = [];
    for (const [name, target] of column.pages) {
      await documentBytes(target);
      const bytes = await documentBytes(target);
      cells.push(`${name} ${(bytes.raw / 1024).toFixed(1)}/${(bytes.gzip / 1024).toFixed(1)}/${(bytes.brotli / 1024).toFixed(1)}`);
    }
    console.log(`  ${column.name.padEnd(7)} ${cells.join('  ')}`);
  }

  // Warm-up: every list URL made and cached, the JIT warm, on every server.
  await runLoad({ ...referenceTarget, connections: 8, durationMs: 5000 });
  for (const column of columns) for (const target of column.pages.values()) await runLoad({ ...target, connections: 8, durationMs: target === column.pages.get('list') ? 8000 : 2000 });

  const cpu = new Map<string, number[]>();
  const rps = new Map<string, number[]>();
  let errors = 0;
  const record = (map: Map<string, number[]>, key: string, value: number) => map.set(key, [...(map.get(key) ?? []), value]);
  for (let round = 0; round < rounds; round++) {
    console.log(`\nround ${round + 1} (load average ${load()})`);
    // bench:http's ratio: the list and the reference page at 32 connections, taking turns.
    const ratioTargets: [string, Target][] = [['reference', referenceTarget], ...columns.map((c) => [c.name, c.pages.get('list') as Target] as [string, Target])];
    for (const [name, target] of round % 2 === 0 ? ratioTargets : [...ratioTargets].reverse()) {
      const run = await measureRun(target, 32);
      errors += run.errors;
      record(rps, name, run.rps);
      console.log(`  ${name.padEnd(9)} list at 32 connections: ${run.rps.toFixed(1)} req/s, ${run.cpuMs.toFixed(2)} ms CPU/request, ${run.errors} errors`);
    }
    // CPU per request at 4 connections, page by page, the servers taking turns.
    const reference = await measureRun(referenceTarget, 4);
    record(cpu, 'reference', reference.cpuMs);
    for (const page of pageNames) {
      const ordered = round % 2 === 0 ? columns : [...columns].reverse();
      const line: string[] = [];
      for (const column of ordered) {
        const run = await measureRun(column.pages.get(page) as Target, 4);
        errors += run.errors;
        record(cpu, `${column.name}_${page}`, run.cpuMs);
        line.push(`${column.name} ${run.cpuMs.toFixed(2)}`);
      }
      console.log(`  ${page.padEnd(10)} ms CPU/request at 4 connections: ${line.join(', ')} (reference ${reference.cpuMs.toFixed(2)})`);
    }
  }

  const m = (map: Map<string, number[]>, key: string) => median(map.get(key) ?? [NaN]);
  const referenceRps = m(rps, 'reference');
  console.log(`\nmachine: load average ${load()} at end`);
  console.log('\nmedians: ms of server CPU per request at 4 connections, and ratio_ref at 32');
  console.log(`  ${'page'.padEnd(10)} ${columns.map((c) => c.name.padStart(8)).join(' ')}`);
  for (const page of pageNames) console.log(`  ${page.padEnd(10)} ${columns.map((c) => m(cpu, `${c.name}_${page}`).toFixed(2).padStart(8)).join(' ')}`);
  console.log(`  ${'reference'.padEnd(10)} ${m(cpu, 'reference').toFixed(2).padStart(8)}`);
  console.log(`  ${'ratio_ref'.padEnd(10)} ${columns.map((c) => (m(rps, c.name) / referenceRps).toFixed(3).padStart(8)).join(' ')}`);
  const fields: Field[] = [
    ...columns.map((c) => [`${c.name}_ratio_ref`, m(rps, c.name) / referenceRps, 3] as const),
    ...columns.flatMap((c) => pageNames.map((page) => [`${c.name}_${page}_cpu_ms`, m(cpu, `${c.name}_${page}`), 2] as const)),
    ['ref_cpu_ms', m(cpu, 'reference'), 2],
    ['errors', errors, 0],
  ];
  console.log(summaryLine('handoff', fields));
} finally {
  for (const server of servers.reverse()) await server.stop();
  await database.close();
  await rm(dataDir, { recursive: true, force: true });
}
