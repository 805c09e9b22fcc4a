// Micro-benchmark of the in-process search index on a synthetic catalogue (no database):
//   npx tsx bench/search-engine.ts [--scale 3] [--queries 240] [--rounds 5] [--slowest 10]
// Figures vary ±30% between runs on a shared machine; compare within one run.
import v8 from 'node:v8';
import vm from 'node:vm';
import { buildSearchIndex, searchIndex } from '@/lib/search';
import { generateCircles } from '@/tests/unit/search/synthetic-corpus';
import { generateSearchQueries } from './search-queries';
import { numberArgument } from './support/arguments';

v8.setFlagsFromString('--expose-gc');
const collect = vm.runInNewContext('gc') as () => void;

// The postings live in typed arrays, whose memory V8 counts outside the heap: both are counted.
function heapMb(): number {
  collect();
  collect();
  const { heapUsed, arrayBuffers } = process.memoryUsage();
  return (heapUsed + arrayBuffers) / 1_048_576;
}

function percentile(sorted: readonly number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((sorted.length * p) / 100))] ?? 0;
}

const scale = numberArgument('scale', 1);
const rounds = numberArgument('rounds', 5);
const rows = generateCircles({ circles: Math.round(28_000 * scale), booths: Math.round(130 * scale), seed: 7 });
const queries = generateSearchQueries(rows, { count: numberArgument('queries', 240) });

const heapBefore = heapMb();
const buildStart = performance.now();
const index = buildSearchIndex(rows);
const buildMs = performance.now() - buildStart;
const heapIndex = heapMb() - heapBefore;

// One warm-up pass lets V8 optimise the scan before timing, as a long-running server would have.
for (const { query } of queries) searchIndex(index, query);

// Every query runs `rounds` times and counts with its median: on a shared machine one descheduled
// run is noise, not a property of the engine. The spread of all single runs is printed too.
// CPU time is printed beside wall time: when other processes share the cores, wall time includes the
// time this process waited for one.
const perQuery = queries.map(() => [] as number[]);
const cpuPerQuery = queries.map(() => [] as number[]);
let withHits = 0;
for (let round = 0; round < rounds; round++) {
  queries.forEach(({ query }, i) => {
    const cpuStart = process.cpuUsage();
    const start = performance.now();
    const result = searchIndex(index, query);
    perQuery[i]?.push(performance.now() - start);
    const cpu = process.cpuUsage(cpuStart);
    cpuPerQuery[i]?.push((cpu.user + cpu.system) / 1000);
    if (round === 0 && result.total > 0) withHits++;
  });
}

const ascending = (values: readonly number[]): number[] => [...values].sort((a, b) => a - b);
const medians = perQuery.map((times) => percentile(ascending(times), 50));
const fixed = (n: number, digits = 2): string => n.toFixed(digits);
const summary = (values: readonly number[]): string => {
  const sorted = ascending(values);
  return `p50=${fixed(percentile(sorted, 50))} p95=${fixed(percentile(sorted, 95))} max=${fixed(sorted.at(-1) ?? 0)}`;
};

console.log(`rows=${rows.length} queries=${queries.length} rounds=${rounds} queries_with_hits=${withHits}`);
const kinds = [...new Set(queries.map((q) => q.kind.replace('+filter', '')))].sort();
for (const kind of kinds) {
  const times = medians.filter((_, i) => queries[i]?.kind.replace('+filter', '') === kind);
  console.log(`  ${kind.padEnd(22)} n=${String(times.length).padStart(3)} ${summary(times)}`);
}
console.log(`  all single runs        n=${perQuery.flat().length} ${summary(perQuery.flat())}`);
const cpuMedians = cpuPerQuery.map((times) => percentile(ascending(times), 50));
console.log(`  cpu time (medians)     n=${cpuMedians.length} ${summary(cpuMedians)}`);
const slowest = numberArgument('slowest', 0);
if (slowest > 0) {
  const ranked = medians.map((ms, i) => ({ ms, query: queries[i] })).sort((a, b) => b.ms - a.ms);
  for (const { ms, query } of ranked.slice(0, slowest)) console.log(`  slow ${fixed(ms)} ms ${JSON.stringify(query)}`);
}
const sorted = ascending(medians);
console.log(
  [
    `search p50_ms=${fixed(percentile(sorted, 50))}`,
    `p95_ms=${fixed(percentile(sorted, 95))}`,
    `max_ms=${fixed(sorted.at(-1) ?? 0)}`,
    `build_ms=${fixed(buildMs, 0)}`,
    `heap_mb=${fixed(heapIndex, 1)}`,
  ].join(' '),
);
