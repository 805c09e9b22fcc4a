// Micro-benchmark of the in-process search index on a synthetic catalogue (no database):
//   npx tsx bench/search-engine.ts [--scale 3] [--queries 240]
// Figures vary ±30% between runs on a shared machine; compare within one run.
import v8 from 'node:v8';
import vm from 'node:vm';
import { buildSearchIndex, searchIndex } from '@/lib/search';
import { generateCircles } from '@/tests/unit/search/synthetic-corpus';
import { generateSearchQueries } from './search-queries';

function argument(name: string, fallback: number): number {
  const at = process.argv.indexOf(`--${name}`);
  const value = at >= 0 ? Number(process.argv[at + 1]) : fallback;
  return Number.isFinite(value) && value > 0 ? value : fallback;
}

v8.setFlagsFromString('--expose-gc');
const collect = vm.runInNewContext('gc') as () => void;

function heapMb(): number {
  collect();
  collect();
  return process.memoryUsage().heapUsed / 1_048_576;
}

function percentile(sorted: readonly number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((sorted.length * p) / 100))] ?? 0;
}

const scale = argument('scale', 1);
const rounds = argument('rounds', 5);
const rows = generateCircles({ circles: Math.round(28_000 * scale), booths: Math.round(130 * scale), seed: 7 });
const queries = generateSearchQueries(rows, { count: argument('queries', 240) });

const heapBefore = heapMb();
const buildStart = performance.now();
const index = buildSearchIndex(rows);
const buildMs = performance.now() - buildStart;
const heapIndex = heapMb() - heapBefore;

// One warm-up pass lets V8 optimise the scan before timing, as a long-running server would have.
for (const { query } of queries) searchIndex(index, query);

const samples: number[] = [];
const byKind = new Map<string, number[]>();
let hits = 0;
for (let round = 0; round < rounds; round++) {
  for (const { kind, query } of queries) {
    const start = performance.now();
    const result = searchIndex(index, query);
    const elapsed = performance.now() - start;
    samples.push(elapsed);
    const list = byKind.get(kind.replace('+filter', '')) ?? [];
    list.push(elapsed);
    byKind.set(kind.replace('+filter', ''), list);
    if (round === 0 && result.total > 0) hits++;
  }
}

const fixed = (n: number, digits = 2): string => n.toFixed(digits);
console.log(`rows=${rows.length} queries=${queries.length} rounds=${rounds} queries_with_hits=${hits}`);
for (const [kind, times] of [...byKind].sort()) {
  const sorted = [...times].sort((a, b) => a - b);
  console.log(
    `  ${kind.padEnd(22)} n=${String(sorted.length).padStart(4)} p50=${fixed(percentile(sorted, 50))} p95=${fixed(percentile(sorted, 95))} max=${fixed(sorted.at(-1) ?? 0)}`,
  );
}
const sorted = [...samples].sort((a, b) => a - b);
console.log(
  `search p50_ms=${fixed(percentile(sorted, 50))} p95_ms=${fixed(percentile(sorted, 95))} max_ms=${fixed(sorted.at(-1) ?? 0)} build_ms=${fixed(buildMs, 0)} heap_mb=${fixed(heapIndex, 1)}`,
);
