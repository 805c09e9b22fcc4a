// `npm run bench:live -- --origin http://127.0.0.1:PORT [--streams 1000] [--requests 60]`: what open
// group pages cost one instance (decision 043). Against one instance directly (not nginx), on loopback:
// the group page's latency with no stream open, then with `--streams` live streams held open on that
// instance, then again with none (the two idle rounds bracket the loaded one, so drift from other work
// on the machine shows); the instance's memory from its /metrics (loopback is an operator's address)
// before and with the streams; and how long one mark takes to reach every stream. A member may hold 20
// streams on an instance, so the streams belong to members made for the run (copies of the demo
// Platinum account, in the one group: the widest fan-out) and removed after it. Bounded: at most
// 5,000 streams, each closed at the end.
import { createPrismaClient } from '@/lib/db/client';
import { DEMO_PASSWORD } from '@/lib/demo-data/demo-accounts';
import { numberArgument, textArgument } from './support/arguments';
import { openBenchDatabase } from './support/bench-database';
import { MAX_STREAMS_PER_MEMBER } from '@/lib/live/stream-limits';
import { addBenchMembers, createBenchGroup, postMark } from './support/bench-group';
import { openStream, type StreamClient } from './support/event-stream-client';
import { signInWithPassword } from './support/sign-in';
import { median, summaryLine } from './support/summary-line';

const origin = textArgument('origin', '');
const streams = Math.min(5_000, numberArgument('streams', 1_000));
const requests = numberArgument('requests', 60);
if (!origin) {
  console.error('Pass --origin of one running instance (for example http://127.0.0.1:3851 of `npm run cluster`).');
  process.exit(1);
}

const WARM_UP = 20;
const CPU_WINDOW_S = 30;

const percentile = (values: readonly number[], p: number) => [...values].sort((a, b) => a - b)[Math.max(0, Math.ceil(values.length * p) - 1)] ?? NaN;

async function metric(name: string): Promise<number> {
  const text = await (await fetch(`${origin}/metrics`)).text();
  return Number(new RegExp(`^${name}(?:\\{[^}]*\\})? (\\S+)$`, 'm').exec(text)?.[1] ?? NaN);
}

/** The instance's own CPU use over a quiet window, in percent of one core: what holding the streams costs. */
async function cpuPercent(seconds: number): Promise<number> {
  const before = await metric('process_cpu_seconds_total');
  await new Promise((resolve) => setTimeout(resolve, seconds * 1000));
  return ((await metric('process_cpu_seconds_total')) - before) / seconds * 100;
}

async function pageTimes(path: string, cookie: string): Promise<number[]> {
  const times: number[] = [];
  // The first loads warm the page's code and caches on the instance; they are not counted.
  for (let i = 0; i < requests + WARM_UP; i += 1) {
    const started = performance.now();
    const response = await fetch(`${origin}${path}`, { headers: { Cookie: cookie } });
    await response.arrayBuffer();
    if (response.status !== 200) throw new Error(`${path}: ${response.status}`);
    if (i >= WARM_UP) times.push(performance.now() - started);
  }
  return times;
}

const database = await openBenchDatabase({ scale: 1 });
const db = createPrismaClient(database.url, 2);
const group = await createBenchGroup(db);
const members = await addBenchMembers(db, group.groupId, Math.ceil(streams / MAX_STREAMS_PER_MEMBER));
const open: StreamClient[] = [];
try {
  const cookie = await signInWithPassword(origin, 'platinum@demo.example', DEMO_PASSWORD, '198.51.100.31');
  const cookies: string[] = [];
  for (const [index, email] of members.emails.entries()) cookies.push(await signInWithPassword(origin, email, DEMO_PASSWORD, `198.51.100.${100 + (index % 100)}`));
  const page = `/group/${group.groupId}`;
  const idleBefore = await pageTimes(page, cookie);
  const cpuIdle = await cpuPercent(CPU_WINDOW_S);
  const rssBefore = await metric('process_resident_memory_bytes');
  const heapBefore = await metric('nodejs_heap_size_used_bytes');

  const arrived: number[] = [];
  let sentAt = 0;
  let target = Number.POSITIVE_INFINITY;
  const started = performance.now();
  for (let i = 0; i < streams; i += 100) {
    const batch = Array.from({ length: Math.min(100, streams - i) }, (_, j) => {
      let seen = false;
      return openStream(`${origin}/api/groups/${group.groupId}/events?since=0`, cookies[Math.floor((i + j) / MAX_STREAMS_PER_MEMBER)]!, (event, id) => {
        if (event === 'change' && !seen && Number(id) >= target) {
          seen = true;
          arrived.push(performance.now() - sentAt);
        }
      });
    });
    open.push(...batch);
    await Promise.all(batch.map((stream) => stream.opened));
  }
  const openSeconds = (performance.now() - started) / 1000;
  // Quiet, streams open: two pings and six access rounds pass before the memory is read.
  const cpuStreams = await cpuPercent(CPU_WINDOW_S);
  const held = await metric('catalogue_live_streams_open');
  const rssWith = await metric('process_resident_memory_bytes');
  const heapWith = await metric('nodejs_heap_size_used_bytes');
  const loaded = await pageTimes(page, cookie);

  // The events can arrive before the mark's own answer does: the number to wait for is known first.
  target = (await db.group.findUniqueOrThrow({ where: { id: group.groupId }, select: { version: true } })).version + 1;
  sentAt = performance.now();
  await postMark(origin, cookie, group.groupId, group.works[0]!.id, true);
  const deadline = performance.now() + 15_000;
  while (arrived.length < streams && performance.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 10));

  for (const stream of open.splice(0)) stream.close();
  await new Promise((resolve) => setTimeout(resolve, 2_000));
  const idleAfter = await pageTimes(page, cookie);
  const idle = [...idleBefore, ...idleAfter];
  const mb = (bytes: number) => bytes / 1024 / 1024;
  console.log(`runtime: Node ${process.version}; ${streams} streams of ${members.emails.length} members opened in ${openSeconds.toFixed(1)} s; the instance reported ${held} open; ${requests} page loads of ${page.replace(group.groupId, ':id')} per round`);
  console.log(`page ms idle before p50 ${median(idleBefore).toFixed(1)} p95 ${percentile(idleBefore, 0.95).toFixed(1)}; with streams p50 ${median(loaded).toFixed(1)} p95 ${percentile(loaded, 0.95).toFixed(1)}; idle after p50 ${median(idleAfter).toFixed(1)} p95 ${percentile(idleAfter, 0.95).toFixed(1)}`);
  console.log(
    summaryLine('live', [
      ['streams', held, 0],
      ['rss_mb_idle', mb(rssBefore), 1],
      ['rss_mb_streams', mb(rssWith), 1],
      ['heap_mb_idle', mb(heapBefore), 1],
      ['heap_mb_streams', mb(heapWith), 1],
      ['kb_per_stream', ((rssWith - rssBefore) / 1024) / streams, 1],
      ['cpu_pct_idle', cpuIdle, 1],
      ['cpu_pct_streams', cpuStreams, 1],
      ['page_ms_p50_idle', median(idle), 1],
      ['page_ms_p50_streams', median(loaded), 1],
      ['page_slowdown_pct', (median(loaded) / median(idle) - 1) * 100, 1],
      ['page_ms_p95_idle', percentile(idle, 0.95), 1],
      ['page_ms_p95_streams', percentile(loaded, 0.95), 1],
      ['fanout_reached', arrived.length, 0],
      ['fanout_ms_p50', median(arrived.length ? arrived : [NaN]), 0],
      ['fanout_ms_max', Math.max(...arrived), 0],
    ]),
  );
} finally {
  for (const stream of open) stream.close();
  await members.drop();
  await group.drop();
  await db.$disconnect();
  await database.close();
}
