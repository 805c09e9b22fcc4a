// `npm run bench:search [-- --scale 3] [--queries 240] [--rounds 5] [--slowest 10]`: the catalogue's search index built
// from PostgreSQL (the seeded demo event), against the plain PostgreSQL approach on the same queries.
// Scale 1 uses DATABASE_URL or the embedded database of `npm start`; other scales seed a temporary cluster.
// Figures vary ±30% between runs on a shared machine; compare within one run. The last line is the summary.
import os from 'node:os';
import v8 from 'node:v8';
import vm from 'node:vm';
import pg from 'pg';
import { loadFacets } from '@/lib/catalogue/facets';
import { loadSearchableRows } from '@/lib/catalogue/searchable-rows';
import { createPrismaClient } from '@/lib/db/client';
import { buildFandomTable, buildSearchIndex, searchIndex, type SearchableCircle } from '@/lib/search';
import { FANDOM_GROUPS } from '@/tests/search-quality/fandom-queries';
import { LATIN_TYPOS, ROMAJI_TYPOS } from '@/tests/search-quality/typo-queries';
import { measureQuality, qualityLine } from '@/tests/search-quality/measure';
import { QUALITY_QUERIES } from '@/tests/search-quality/queries';
import { generateSearchQueries } from './search-queries';
import { numberArgument } from './support/arguments';
import { runBaseline } from './support/ilike-baseline';
import { openBenchDatabase } from './support/bench-database';

v8.setFlagsFromString('--expose-gc');
const collect = vm.runInNewContext('gc') as () => void;
const heapMb = () => {
  collect();
  collect();
  return process.memoryUsage().heapUsed / 1_048_576;
};
const percentile = (sorted: readonly number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((sorted.length * p) / 100))] ?? 0;
const ascending = (values: readonly number[]) => [...values].sort((a, b) => a - b);
const fixed = (n: number, digits = 2) => n.toFixed(digits);
const load = () => os.loadavg().map((n) => n.toFixed(2)).join(' ');

const scale = numberArgument('scale', 1);
const rounds = numberArgument('rounds', 5);
const eventCode = process.env.EVENT ?? 'C999';
console.log(`machine: ${os.cpus().length} cores, load average ${load()} at start`);

// --pg-port: where a temporary cluster for other scales listens (a free port by default).
const database = await openBenchDatabase({ scale, port: numberArgument('pg-port', 0) || undefined });
const client = createPrismaClient(database.url, 4);
const sql = new pg.Client({ connectionString: database.url });
try {
  await sql.connect();
  const event = await client.event.findUnique({ where: { code: eventCode }, select: { id: true } });
  if (!event) throw new Error(`No event ${eventCode} in the database (${database.description}).`);

  // The database client keeps the last result it read alive until its next queries (about 39 MB of
  // rows at scale 1): read once before the baseline, the second read below only replaces it, and the
  // heap figure is the index's alone.
  await loadSearchableRows(client, event.id);
  const heapBefore = heapMb();
  const loadStart = performance.now();
  let rows: SearchableCircle[] | null = (await loadSearchableRows(client, event.id)).rows;
  const loadMs = performance.now() - loadStart;
  // As the server builds it: with the fandoms of the event's genres, the organiser's and the shipped list.
  const facets = await loadFacets(client, event.id);
  const buildStart = performance.now();
  const index = buildSearchIndex(rows, buildFandomTable(facets.genres, facets.fandoms));
  const buildMs = performance.now() - buildStart;
  // The mix, and every form of the fandom suite and every query of the typo suite, sorted by score.
  const ruleQueries = [
    ...FANDOM_GROUPS.flatMap((group) => group.forms.map((keyword) => ({ kind: 'fandom', keyword }))),
    ...[...LATIN_TYPOS, ...ROMAJI_TYPOS].map(({ query }) => ({ kind: 'typo-suite', keyword: query })),
  ].map(({ kind, keyword }) => ({ kind, query: { keyword, sort: 'score' as const, threshold: 0, offset: 0, limit: 50 } }));
  const queries = [...generateSearchQueries(rows, { count: numberArgument('queries', 240) }), ...(numberArgument('rules', 1) === 0 ? [] : ruleQueries)];
  const rowCount = rows.length;
  rows = null;
  const heapIndex = heapMb() - heapBefore;
  console.log(`database: ${database.description}; rows=${rowCount} load_ms=${fixed(loadMs, 0)} build_ms=${fixed(buildMs, 0)} heap_mb=${fixed(heapIndex, 1)}`);

  // A warm-up pass first, as a long-running server has; then every query `rounds` times, counted by its
  // median, so that one descheduled run on a shared machine is noise rather than a result.
  for (const { query } of queries) searchIndex(index, query);
  // CPU time beside wall time: on a shared machine wall time includes the waits for a core.
  const times = queries.map(() => [] as number[]);
  const cpuTimes = queries.map(() => [] as number[]);
  for (let round = 0; round < rounds; round++) {
    queries.forEach(({ query }, i) => {
      const cpuStart = process.cpuUsage();
      const start = performance.now();
      searchIndex(index, query);
      times[i]?.push(performance.now() - start);
      const cpu = process.cpuUsage(cpuStart);
      cpuTimes[i]?.push((cpu.user + cpu.system) / 1000);
    });
  }
  const medians = times.map((list) => percentile(ascending(list), 50));
  const cpuMedians = cpuTimes.map((list) => percentile(ascending(list), 50));

  await runBaseline(sql, event.id, queries[0]?.query ?? { sort: 'placement', threshold: 0, offset: 0, limit: 50 });
  const baseline: number[] = [];
  for (const { query } of queries) {
    const start = performance.now();
    await runBaseline(sql, event.id, query);
    baseline.push(performance.now() - start);
  }

  const kinds = [...new Set(queries.map((q) => q.kind.replace('+filter', '')))].sort();
  console.log(`queries=${queries.length} rounds=${rounds} (index: median per query; baseline: one run per query)`);
  for (const kind of kinds) {
    const pick = (list: readonly number[]) => ascending(list.filter((_, i) => queries[i]?.kind.replace('+filter', '') === kind));
    const mine = pick(medians);
    const theirs = pick(baseline);
    console.log(`  ${kind.padEnd(22)} n=${String(mine.length).padStart(3)} index p50=${fixed(percentile(mine, 50))} p95=${fixed(percentile(mine, 95))}  ilike p50=${fixed(percentile(theirs, 50), 1)} p95=${fixed(percentile(theirs, 95), 1)}`);
  }
  const filtered = ascending(medians.filter((_, i) => queries[i]?.kind.endsWith('+filter')));
  console.log(`  with filters           n=${String(filtered.length).padStart(3)} index p95=${fixed(percentile(filtered, 95))}`);
  for (const sort of ['score', 'placement', 'newest'] as const) {
    const sorted = ascending(medians.filter((_, i) => queries[i]?.query.sort === sort));
    console.log(`  sort ${sort.padEnd(17)} n=${String(sorted.length).padStart(3)} index p95=${fixed(percentile(sorted, 95))}`);
  }
  const cpuSorted = ascending(cpuMedians);
  console.log(`  cpu time (medians)     n=${String(cpuSorted.length).padStart(3)} index p50=${fixed(percentile(cpuSorted, 50))} p95=${fixed(percentile(cpuSorted, 95))}`);
  // --slowest N: the queries behind the tail, to find what a change should address.
  const ranked = medians.map((ms, i) => ({ ms, cpu: cpuMedians[i] ?? 0, query: queries[i] })).sort((a, b) => b.ms - a.ms);
  for (const { ms, cpu, query } of ranked.slice(0, numberArgument('slowest', 0))) {
    console.log(`  slow ${fixed(ms)} ms (cpu ${fixed(cpu)}) ${query?.kind ?? ''} ${JSON.stringify(query?.query)}`);
  }
  console.log(`machine: load average ${load()} at end`);
  // The quality suite names circles of the scale-1 demo event, which other scales do not contain. Its
  // rows are read again here so that the heap figure above is the index's alone.
  const rank = (keyword: string) => searchIndex(index, { keyword, sort: 'score', threshold: 0, offset: 0, limit: 50 }).hits.map((hit) => hit.id);
  const quality = scale === 1 ? measureQuality((await loadSearchableRows(client, event.id)).rows, QUALITY_QUERIES, rank) : null;
  for (const miss of quality?.misses ?? []) {
    console.log(`  quality miss [${miss.query.kind}] ${miss.query.query} → ${miss.query.expect.name} at ${miss.rank ?? '-'}, first ${miss.first}`);
  }
  console.log(quality === null ? 'search quality: the suite names circles of the scale-1 demo event' : qualityLine(quality));

  const sorted = ascending(medians);
  const baselineP95 = percentile(ascending(baseline), 95);
  const p95 = percentile(sorted, 95);
  console.log(
    `search p50_ms=${fixed(percentile(sorted, 50))} p95_ms=${fixed(p95)} baseline_p95_ms=${fixed(baselineP95, 1)} speedup=${fixed(baselineP95 / Math.max(p95, 0.001), 1)} build_ms=${fixed(buildMs, 0)} heap_mb=${fixed(heapIndex, 1)}`,
  );
} finally {
  await sql.end().catch(() => {});
  await client.$disconnect();
  await database.close();
}
