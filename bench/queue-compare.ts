// Temporary: graphile-worker against pg-boss, 10,000 small jobs enqueued in one call and worked by a
// no-op handler at a concurrency of 8, each on a fresh database of one embedded PostgreSQL.
import { chmod, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startEmbeddedPostgres } from '@/lib/db/embedded-postgres';

const JOBS = 10_000;
const CONCURRENCY = 8;
const folder = await mkdtemp(path.join(tmpdir(), 'queue-compare-'));
await chmod(folder, 0o755);
const cluster = await startEmbeddedPostgres({ dataDir: path.join(folder, 'data'), port: Number(process.env.PG_PORT ?? 4130) });
const payloads = Array.from({ length: JOBS }, (_, i) => ({ id: i }));

async function graphile(url: string) {
  const { run, makeWorkerUtils } = await import('graphile-worker');
  const utils = await makeWorkerUtils({ connectionString: url });
  await utils.migrate();
  let done = 0;
  const t0 = performance.now();
  await utils.withPgClient((client) => client.query(`SELECT graphile_worker.add_jobs(ARRAY(SELECT ROW('noop', json_build_object('id', i), NULL, NULL, NULL, NULL, NULL, NULL)::graphile_worker.job_spec FROM generate_series(1, $1) i))`, [JOBS]));
  const enqueued = performance.now();
  let finished!: () => void;
  const all = new Promise<void>((resolve) => (finished = resolve));
  const runner = await run({ connectionString: url, concurrency: CONCURRENCY, noHandleSignals: true, pollInterval: 1000, taskList: { noop: async () => { if (++done === JOBS) finished(); } }, logger: undefined });
  await all;
  const worked = performance.now();
  await runner.stop();
  await utils.release();
  return { enqueueMs: enqueued - t0, workMs: worked - enqueued };
}

async function pgBoss(url: string) {
  const module = (await import('pg-boss')) as unknown as { PgBoss?: new (options: object) => Boss; default?: new (options: object) => Boss };
  type Boss = { start(): Promise<unknown>; stop(options?: object): Promise<void>; createQueue(name: string): Promise<void>; insert(name: string, jobs: object[]): Promise<void>; work(name: string, options: object, handler: (jobs: unknown[]) => Promise<void>): Promise<string>; on(event: string, handler: (error: unknown) => void): void };
  const Constructor = (module.PgBoss ?? module.default)!;
  const boss = new Constructor({ connectionString: url, max: CONCURRENCY + 2 });
  boss.on('error', (error) => console.error(error));
  await boss.start();
  await boss.createQueue('noop');
  let done = 0;
  const t0 = performance.now();
  await boss.insert('noop', payloads.map((data) => ({ data })));
  const enqueued = performance.now();
  let finished!: () => void;
  const all = new Promise<void>((resolve) => (finished = resolve));
  const options = { batchSize: 1, pollingIntervalSeconds: 0.5, localConcurrency: CONCURRENCY };
  await boss.work('noop', options, async (jobs) => { done += jobs.length; if (done >= JOBS) finished(); });
  await all;
  const worked = performance.now();
  await boss.stop({ graceful: false, wait: false });
  return { enqueueMs: enqueued - t0, workMs: worked - enqueued };
}

try {
  for (const round of [1, 2]) {
    for (const [name, measure] of [['graphile-worker', graphile], ['pg-boss', pgBoss]] as const) {
      const database = `q_${name.replace('-', '_')}_${round}`;
      await cluster.createDatabase(database);
      const result = await measure(cluster.urlFor(database));
      console.log(`${name} round=${round} jobs=${JOBS} enqueue_ms=${result.enqueueMs.toFixed(0)} work_ms=${result.workMs.toFixed(0)} jobs_per_s=${(JOBS / (result.workMs / 1000)).toFixed(0)}`);
    }
  }
} finally {
  await cluster.stop();
  await rm(folder, { recursive: true, force: true });
}
