// `npm run bench:offline-snapshot-rebuild`: what one catalogue edit costs the server's offline snapshots
// (lib/offline-search/server/snapshot-holder.ts) on the demo event. The six kinds (general and adult, each
// in Japanese, English and Chinese) are built first, as on a server where every kind was once asked for;
// then `--asked N` of them (default 1) are asked for again, a circle is edited, and each round measures
//   ready_ms    from the edit until the first asked kind's manifest names the new build (what a member waits),
//   brotli_ms   until that build's brotli is ready (until then it is served gzip),
//   settled_ms  until the process has gone quiet (under 5 % of a core for a second): every rebuild done,
//   cpu_s       the process's CPU time over that span (all threads; PostgreSQL's own is not counted),
//   failed_builds  builds of the asked kind that failed (and were asked again) in all rounds.
// Each figure is the median of `--rounds` rounds (default 3). Uses DATABASE_URL or the embedded database
// of `npm start`. Runs the holder outside Next, hence the react-server condition in package.json.
import { loadRowTranslations } from '@/lib/catalogue/row-translations';
import { createPrismaClient } from '@/lib/db/client';
import { numberArgument } from './support/arguments';
import { openBenchDatabase } from './support/bench-database';

const rounds = numberArgument('rounds', 3);
const askedKinds = Math.min(6, numberArgument('asked', 1));

const database = await openBenchDatabase({ scale: 1 });
Object.assign(process.env, { DATABASE_URL: database.url, EVENT: process.env.EVENT ?? 'C999', CATALOGUE_REFRESH_SECONDS: '0', APP_ORIGIN: 'http://localhost:3000', AUTH_SECRET: 'offline-snapshot-rebuild-bench-secret-0001' });
const { currentSnapshot, snapshotByHash } = await import('@/lib/offline-search/server/snapshot-holder');
const { getCatalogueIndex } = await import('@/lib/catalogue/catalogue-index-instance');
const client = createPrismaClient(database.url, 2);

const event = await client.event.findUniqueOrThrow({ where: { code: process.env.EVENT }, select: { id: true } });
const translated = await Promise.all((['en', 'zh'] as const).map(async (language) => (await loadRowTranslations(client, event.id, language)).size));
console.log(`rows translated: en ${translated[0]}, zh ${translated[1]} (a language with none is served the Japanese build)`);

// The member of the end-to-end spec first: an adult reading English.
const kinds = [
  { variant: 'adult', language: 'en' },
  { variant: 'general', language: 'en' },
  { variant: 'adult' },
  { variant: 'general' },
  { variant: 'adult', language: 'zh' },
  { variant: 'general', language: 'zh' },
] as const;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const cpuSeconds = () => {
  const { user, system } = process.cpuUsage();
  return (user + system) / 1e6;
};

/** Waits until the process has used under 5 % of a core for a second; returns when that second began. */
async function quiet(): Promise<number> {
  for (;;) {
    const [at, cpu] = [performance.now(), cpuSeconds()];
    await sleep(1000);
    if (cpuSeconds() - cpu < 0.05) return at;
  }
}

// Every kind built once and compressed; the asks that built them are not asks since.
for (const kind of kinds) await snapshotByHash(kind.variant, (await currentSnapshot(kind)).hash)?.brotliReady;
await quiet();
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;
const figures = { ready_ms: [] as number[], brotli_ms: [] as number[], settled_ms: [] as number[], cpu_s: [] as number[] };
const [asked] = kinds;
let failures = 0;
for (let round = 1; round <= rounds; round++) {
  for (const kind of kinds.slice(0, askedKinds)) await currentSnapshot(kind);
  const before = (await currentSnapshot(asked)).hash;
  const [startedAt, cpuAtStart] = [performance.now(), cpuSeconds()];
  await client.$executeRaw`UPDATE "Circle" SET name = ${`再構築計測 ${Date.now()}`}, "updatedAt" = now()
    WHERE id = (SELECT min(id) FROM "Circle" WHERE NOT "isAdult" AND "eventId" = ${event.id})`;
  // A failed build (a query past the database's statement timeout) is tried again by the next ask, as a
  // device's next manifest request would.
  const ask = () => currentSnapshot(asked).catch(() => void failures++);
  let built = await ask();
  while (!built || built.hash === before) {
    await sleep(100);
    await getCatalogueIndex();
    built = await ask();
  }
  const readyMs = performance.now() - startedAt;
  await snapshotByHash(asked.variant, built.hash)?.brotliReady;
  const brotliMs = performance.now() - startedAt;
  const settledMs = (await quiet()) - startedAt;
  const cpu = cpuSeconds() - cpuAtStart;
  console.log(`round ${round}: failed builds so far ${failures}, ready ${readyMs.toFixed(0)} ms, brotli ${brotliMs.toFixed(0)} ms, settled ${settledMs.toFixed(0)} ms, cpu ${cpu.toFixed(1)} s`);
  figures.ready_ms.push(readyMs);
  figures.brotli_ms.push(brotliMs);
  figures.settled_ms.push(settledMs);
  figures.cpu_s.push(cpu);
}

await client.$disconnect();
const { db } = await import('@/lib/db');
await db.$disconnect();
await database.close();
const summary = Object.entries(figures).map(([name, values]) => `${name}=${median(values).toFixed(name === 'cpu_s' ? 1 : 0)}`);
console.log(`offline-snapshot-rebuild asked=${askedKinds} kinds=${kinds.length} rounds=${rounds} ${summary.join(' ')} failed_builds=${failures}`);
process.exit(0);
