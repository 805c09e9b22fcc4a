// `npm run bench:push [-- --members 10000] [--port P] [--pg-port P]`: a catalogue import that changes the
// circles 10,000 subscribed members saved, against the local push service stand-in (decision 044). Two
// instances of the production server work the queue over one fresh database; the bench times from the
// import's commit to the last message the stand-in received and decrypted, and measures the favourites
// page on the first instance (one request at a time) before, during and after the fan-out, as ratios of
// the same run's quiet rounds. The stand-in runs in a process of its own (a push service is elsewhere on
// the network; its decryption would otherwise share the event loop that times the pages), and the CPU
// time of each process during the fan-out is printed. Prints `push members=… sent=… fanout_s=…
// p50_ratio=… p95_ratio=…`, then the load average.
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { LISTED_CIRCLE_SQL_TEXT } from '@/lib/catalogue/listed-circles';
import { exportEventFiles, listedData, writeFilesToFolder } from '@/lib/catalogue-import/export-event';
import { importCatalogueFiles } from '@/lib/catalogue-import/import-files';
import { writeEventFiles } from '@/lib/catalogue-import/write-format';
import { DEMO_PASSWORD } from '@/lib/demo-data/demo-accounts';
import { testVapidKeys } from '@/tests/support/push-test-keys';
import { numberArgument } from './support/arguments';
import { ensureProductionBuild, startAppServer, type AppServer } from './support/app-server';
import { openBenchDatabase } from './support/bench-database';
import { cpuMs, listenerPid } from './support/process-cpu';
import { startStandInProcess } from './support/push-stand-in-process';
import { signInWithPassword } from './support/sign-in';
import { median, summaryLine } from './support/summary-line';

const members = numberArgument('members', 10_000);
const port = numberArgument('port', 4120);
const pgPort = numberArgument('pg-port', 0) || undefined;
const CHANGED_CIRCLES = 20;
const TARGET_S = 60;
const QUIET_REQUESTS = 40;

/** A process's children (the instance's sending process), from /proc. */
const childPids = (pid: number): number[] => {
  try {
    return readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8').trim().split(/\s+/).filter(Boolean).map(Number);
  } catch {
    return [];
  }
};
const loadAverage = () => os.loadavg().map((value) => value.toFixed(1)).join(' ');

const percentile = (values: readonly number[], p: number) => [...values].sort((a, b) => a - b)[Math.max(0, Math.ceil(values.length * p) - 1)] ?? NaN;

async function pageTime(origin: string, cookie: string): Promise<number> {
  const started = performance.now();
  const response = await fetch(`${origin}/user/favorites`, { headers: { Cookie: cookie } });
  await response.arrayBuffer();
  if (response.status !== 200) throw new Error(`/user/favorites: ${response.status}`);
  return performance.now() - started;
}

async function quietRound(origin: string, cookie: string): Promise<number[]> {
  const times: number[] = [];
  for (let i = 0; i < QUIET_REQUESTS; i += 1) times.push(await pageTime(origin, cookie));
  return times;
}

console.log(`machine: ${os.cpus().length} cores, load average ${loadAverage()} at start; ${members} members`);
ensureProductionBuild();
const database = await openBenchDatabase({ scale: 1, fresh: true, port: pgPort });
const push = await startStandInProcess();
const dataDir = await mkdtemp(path.join(os.tmpdir(), 'catalogue-bench-push-'));
const client = new pg.Client({ connectionString: database.url });
await client.connect();
const servers: AppServer[] = [];
let metTargets = false;
try {
  // The circles that change: listed, for all ages, with a space. Each member saved one of them (members
  // made by SQL have no birthdate: the notifications name only circles for all ages anyway).
  const circles = (await client.query<{ id: number; wcid: number }>(`SELECT c.id, c.wcid FROM "Circle" c WHERE ${LISTED_CIRCLE_SQL_TEXT} AND NOT c."isAdult" AND c."withdrawnAt" IS NULL ORDER BY c.id LIMIT ${CHANGED_CIRCLES}`)).rows;
  const subscriptions = await push.subscribe(members);
  await client.query(
    `INSERT INTO "User" (id, email, nickname, "termsAcceptedAt", locale, "createdAt", "updatedAt")
     SELECT 'bench-push-' || i, 'bench-push-' || i || '@bench.example', 'Bench', now(), (ARRAY['en', 'ja', 'zh'])[1 + i % 3], now(), now() FROM generate_series(0, $1 - 1) i`,
    [members],
  );
  await client.query(`INSERT INTO "UserRole" ("userId", role, source) SELECT 'bench-push-' || i, 'PLATINUM', 'manual' FROM generate_series(0, $1 - 1) i`, [members]);
  await client.query(`INSERT INTO "Favorite" ("userId", "circleId", color, "createdAt") SELECT 'bench-push-' || i, ($2::int[])[1 + i % $3], 1, now() - interval '1 day' FROM generate_series(0, $1 - 1) i`, [members, circles.map((c) => c.id), circles.length]);
  await client.query(
    `INSERT INTO "PushSubscription" (id, "userId", endpoint, p256dh, auth) SELECT 'bench-push-' || i, 'bench-push-' || i, e, k, a FROM unnest($1::text[], $2::text[], $3::text[]) WITH ORDINALITY AS s(e, k, a, n), LATERAL (SELECT n - 1 AS i) x`,
    [subscriptions.map((s) => s.endpoint), subscriptions.map((s) => s.keys.p256dh), subscriptions.map((s) => s.keys.auth)],
  );

  const vapid = testVapidKeys();
  for (const offset of [0, 1]) servers.push(await startAppServer({ port: port + offset, databaseUrl: database.url, dataDir, env: { ...vapid, INSTANCE_ID: `bench-${offset + 1}` } }));
  const origin = `http://127.0.0.1:${port}`;
  const cookie = await signInWithPassword(origin, 'platinum@demo.example', DEMO_PASSWORD);
  await quietRound(origin, cookie); // warm-up
  const before = await quietRound(origin, cookie);

  // The correction: the chosen circles' descriptions change.
  const exported = await exportEventFiles(client, 'C999');
  if (!exported) throw new Error('The bench database holds the demo event');
  const data = listedData(exported.current);
  const changed = new Set(circles.map((c) => c.wcid));
  const corrected = { ...data, circles: data.circles.map((circle) => (changed.has(circle.wcid) ? { ...circle, description: `${circle.description} (updated ${randomBytes(3).toString('hex')})` } : circle)) };
  const folder = await mkdtemp(path.join(os.tmpdir(), 'catalogue-bench-push-import-'));
  await writeFilesToFolder(folder, writeEventFiles(corrected));
  // Each instance's server and sending processes, and the stand-in: their CPU time during the fan-out.
  const processes = [
    ...servers.flatMap((server, index) => {
      const pid = listenerPid(server.port);
      return [{ name: `instance${index + 1}`, pid }, ...childPids(pid).map((child) => ({ name: `instance${index + 1}-sender`, pid: child }))];
    }),
    { name: 'stand-in', pid: push.pid },
  ];
  const cpuBefore = processes.map((p) => cpuMs(p.pid));
  const importStarted = performance.now();
  await importCatalogueFiles(database.url, folder, { dryRun: false, currentEventCode: 'C999' });
  const committed = performance.now();
  const committedAt = Date.now();
  await rm(folder, { recursive: true, force: true });

  // Page requests, one at a time, for as long as the fan-out runs (three times the target at most); what
  // arrived is asked of the stand-in every quarter second.
  const during: number[] = [];
  let arrived = await push.summary();
  let askedAt = Date.now();
  while (arrived.received < members && Date.now() - committedAt < 3 * TARGET_S * 1000) {
    during.push(await pageTime(origin, cookie));
    if (Date.now() - askedAt >= 250) [arrived, askedAt] = [await push.summary(), Date.now()];
  }
  arrived = await push.summary();
  const fanoutWallS = (Date.now() - committedAt) / 1000;
  const cpuSpent = processes.map((p, index) => `${p.name} ${((cpuMs(p.pid) - (cpuBefore[index] ?? 0)) / 1000).toFixed(1)} s`);
  const sent = arrived.received;
  const fanoutS = ((arrived.lastAt ?? committedAt) - committedAt) / 1000;
  const after = await quietRound(origin, cookie);
  const quiet = [...before, ...after];
  const recorded = await client.query<{ n: string }>(`SELECT count(*) AS n FROM "PushDelivery" WHERE "sentAt" IS NOT NULL`);
  const distinct = arrived.devices;
  console.log(`import took ${((committed - importStarted) / 1000).toFixed(1)} s; ${sent} messages to ${distinct} devices (${recorded.rows[0]?.n} deliveries recorded), ${during.length} page requests during the fan-out`);
  console.log(`CPU time during the fan-out (${fanoutWallS.toFixed(1)} s on ${os.cpus().length} cores): ${cpuSpent.join(', ')}`);
  console.log(
    summaryLine('push', [
      ['members', members, 0],
      ['sent', sent, 0],
      ['duplicates', sent - distinct, 0],
      ['fanout_s', fanoutS, 1],
      ['per_s', sent / fanoutS, 0],
      ['quiet_p50_ms', median(quiet), 1],
      ['during_p50_ms', during.length > 0 ? median(during) : NaN, 1],
      ['p50_ratio', during.length > 0 ? median(during) / median(quiet) : NaN, 2],
      ['p95_ratio', during.length > 0 ? percentile(during, 0.95) / percentile(quiet, 0.95) : NaN, 2],
    ]),
  );
  console.log(`load average ${loadAverage()} at the end`);
  metTargets = sent === members && fanoutS <= TARGET_S;
} finally {
  await Promise.allSettled(servers.map((server) => server.stop()));
  await client.end();
  await push.stop();
  await database.close();
  await rm(dataDir, { recursive: true, force: true });
}
// Exits 1 when a message is missing or the fan-out took longer than the target.
process.exit(metTargets ? 0 : 1);
