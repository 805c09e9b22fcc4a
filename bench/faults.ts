// `npm run bench:faults [-- --seconds 30] [--rate 2] [--port 3340] [--pooler]`: faults survived, measured. Starts the
// cluster (two production instances behind nginx over an embedded PostgreSQL, freshly seeded), signs in
// the Platinum demo member, then drives favourite edits (each to a circle of its own) and circle pages
// through nginx at a steady rate. A fifth of the way in it kills one instance (SIGKILL); halfway it
// stops PostgreSQL for three seconds and starts it again, restarting no instance. A request is "hung"
// when no answer comes within the statement timeout and two seconds more; any other answer than 2xx is
// a clear failure. With --pooler the instances reach PostgreSQL through PgBouncer (transaction mode), and
// three quarters of the way in PgBouncer is stopped at once and started again a second later (the
// line then ends with pooler_recovery_s). Then the database is checked against every acknowledged edit, and the edits that
// failed are sent again as the app's offline queue does. Last line:
// faults acknowledged=… lost=… failed_clearly=… hung=… instance_failover_s=… db_recovery_s=…
import { mkdtempSync, rmSync, chmodSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { demoAccounts } from '@/lib/demo-data/demo-accounts';
import { seedDemoEvent } from '@/lib/demo-data/seed-demo-event';
import { startCluster } from '@/scripts/support/cluster';
import { databaseRecoverySeconds, faultsLine, instanceFailoverSeconds, type Outcome, type RequestRecord } from './faults/fault-ledger';
import { numberArgument } from './support/arguments';
import { signInWithPassword } from './support/sign-in';

const seconds = numberArgument('seconds', 30);
const rate = numberArgument('rate', 2);
const port = numberArgument('port', 3340);
const pooler = process.argv.includes('--pooler');
const poolerDownMs = 1_000;
const statementTimeoutMs = 3_000;
const hungAfterMs = statementTimeoutMs + 2_000;
const databaseDownMs = 3_000;
const root = path.resolve(import.meta.dirname, '..');
const platinum = demoAccounts[0]!;

type Edit = { circleId: number; color: number; editedAt: number };

async function timed(url: string, init: RequestInit): Promise<{ outcome: Outcome; instance: string; body?: unknown }> {
  try {
    const response = await fetch(url, { ...init, signal: AbortSignal.timeout(hungAfterMs) });
    const body = response.headers.get('content-type')?.includes('json') ? await response.json() : await response.arrayBuffer();
    return { outcome: response.ok ? 'ok' : 'failed', instance: response.headers.get('x-instance') ?? 'nginx', body };
  } catch (error) {
    // A refused or reset connection is a clear failure; only a wait past the deadline is a hang.
    return { outcome: error instanceof Error && error.name === 'TimeoutError' ? 'hung' : 'failed', instance: '' };
  }
}

async function main() {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'catalogue-faults-'));
  chmodSync(dataDir, 0o755);
  console.log('Starting the cluster (seeding the demo event, building if the sources changed)...');
  const cluster = await startCluster({
    root,
    port,
    instances: 2,
    dataDir,
    embeddedPostgresPort: Number(process.env.EMBEDDED_POSTGRES_PORT ?? port + 51_000),
    pooler,
    env: { DATABASE_STATEMENT_TIMEOUT_MS: String(statementTimeoutMs), SEED_DEMO_DATA: 'false' },
    prepare: async (url) => void (await seedDemoEvent(url, { seed: 1, scale: 1 })),
    quiet: true,
    log: (message) => console.log(message),
  });
  const sql = new pg.Client({ connectionString: cluster.databaseUrl });
  try {
    await sql.connect();
    const cookie = await signInWithPassword(cluster.url, platinum.email, platinum.password);
    const circles = (
      await sql.query<{ id: number }>(
        `SELECT c.id FROM "Circle" c WHERE c."lotteryStatus" = 'SELECTED' AND NOT EXISTS (SELECT 1 FROM "Favorite" f JOIN "User" u ON u.id = f."userId" WHERE f."circleId" = c.id AND u.email = $1) ORDER BY c.id LIMIT $2`,
        [platinum.email, seconds * rate],
      )
    ).rows.map((row) => row.id);
    await sql.end();

    const records: RequestRecord[] = [];
    const acknowledged: Edit[] = [];
    const failedEdits: Edit[] = [];
    const started = performance.now();
    const now = () => performance.now() - started;
    const headers = { cookie, 'content-type': 'application/json' };

    const write = async (circleId: number, sequence: number) => {
      const edit = { circleId, color: (sequence % 18) + 1, editedAt: Date.now() };
      const startedMs = now();
      const result = await timed(`${cluster.url}/api/offline/sync`, { method: 'POST', headers, body: JSON.stringify({ changes: [{ circleId, color: { value: edit.color, editedAt: edit.editedAt } }] }) });
      records.push({ kind: 'write', startedMs, endedMs: now(), outcome: result.outcome, instance: result.instance });
      (result.outcome === 'ok' ? acknowledged : failedEdits).push(edit);
    };
    const page = async (circleId: number) => {
      const startedMs = now();
      const result = await timed(`${cluster.url}/circle/${circleId}`, { headers: { cookie } });
      records.push({ kind: 'page', startedMs, endedMs: now(), outcome: result.outcome, instance: result.instance });
    };

    const times = { killMs: seconds * 200, databaseDownMs: seconds * 500, databaseUpMs: Number.POSITIVE_INFINITY };
    const poolerTimes = { downMs: pooler ? seconds * 750 : Number.POSITIVE_INFINITY, upMs: Number.POSITIVE_INFINITY };
    const faults = (async () => {
      await new Promise((resolve) => setTimeout(resolve, times.killMs));
      console.log(`${(now() / 1000).toFixed(1)} s: killing instance-2`);
      cluster.killInstance(1);
      await new Promise((resolve) => setTimeout(resolve, times.databaseDownMs - now()));
      console.log(`${(now() / 1000).toFixed(1)} s: stopping PostgreSQL for ${databaseDownMs / 1000} s`);
      times.databaseDownMs = now();
      await cluster.restartDatabase(databaseDownMs);
      times.databaseUpMs = now();
      console.log(`${(now() / 1000).toFixed(1)} s: PostgreSQL is back`);
      if (!pooler) return;
      await new Promise((resolve) => setTimeout(resolve, poolerTimes.downMs - now()));
      console.log(`${(now() / 1000).toFixed(1)} s: stopping PgBouncer for ${poolerDownMs / 1000} s`);
      poolerTimes.downMs = now();
      await cluster.restartPooler(poolerDownMs);
      poolerTimes.upMs = now();
      console.log(`${(now() / 1000).toFixed(1)} s: PgBouncer is back`);
    })();

    // A steady rate, whatever the answers take: each tick sends an edit and a page load.
    const inFlight: Promise<void>[] = [];
    for (let sequence = 0; sequence < seconds * rate; sequence += 1) {
      const circleId = circles[sequence % circles.length]!;
      inFlight.push(write(circleId, sequence), page(circleId));
      await new Promise((resolve) => setTimeout(resolve, Math.max(0, ((sequence + 1) * 1000) / rate - now())));
    }
    await Promise.all([...inFlight, faults]);

    // Every acknowledged edit must be in the database, as acknowledged.
    const check = new pg.Client({ connectionString: cluster.databaseUrl });
    await check.connect();
    const stored = new Map(
      (await check.query<{ circleId: number; color: number }>(`SELECT f."circleId", f.color FROM "Favorite" f JOIN "User" u ON u.id = f."userId" WHERE u.email = $1`, [platinum.email])).rows.map((row) => [row.circleId, row.color]),
    );
    const lost = acknowledged.filter((edit) => stored.get(edit.circleId) !== edit.color).length;

    // What the offline queue does with the edits that failed: send them again once the server answers.
    let resent = 0;
    for (const edit of failedEdits) {
      const result = await timed(`${cluster.url}/api/offline/sync`, { method: 'POST', headers, body: JSON.stringify({ changes: [{ circleId: edit.circleId, color: { value: edit.color, editedAt: edit.editedAt } }] }) });
      if (result.outcome === 'ok') resent += 1;
    }
    const afterResend = new Map((await check.query<{ circleId: number; color: number }>(`SELECT f."circleId", f.color FROM "Favorite" f JOIN "User" u ON u.id = f."userId" WHERE u.email = $1`, [platinum.email])).rows.map((row) => [row.circleId, row.color]));
    const missing = [...acknowledged, ...failedEdits].filter((edit) => afterResend.get(edit.circleId) !== edit.color).length;
    await check.end();

    const count = (outcome: Outcome) => records.filter((record) => record.outcome === outcome).length;
    const servedBy = new Map<string, number>();
    for (const record of records.filter((entry) => entry.startedMs > times.killMs + 2_000 && entry.startedMs < times.databaseDownMs)) servedBy.set(record.instance, (servedBy.get(record.instance) ?? 0) + 1);
    console.log(`requests=${records.length} (writes ${records.filter((record) => record.kind === 'write').length}), served between the kill (+2 s) and the database stop: ${JSON.stringify(Object.fromEntries(servedBy))}`);
    const phase = (record: RequestRecord) =>
      record.startedMs < times.killMs
        ? 'before'
        : record.startedMs < times.databaseDownMs
          ? 'after_kill'
          : record.startedMs < times.databaseUpMs
            ? 'db_down'
            : record.startedMs < poolerTimes.downMs
              ? 'db_back'
              : record.startedMs < poolerTimes.upMs
                ? 'pooler_down'
                : 'pooler_back';
    const beforePooler = records.filter((record) => record.startedMs < poolerTimes.downMs);
    const notOk = new Map<string, number>();
    for (const record of records.filter((entry) => entry.outcome !== 'ok')) {
      const key = `${phase(record)}:${record.kind}:${record.outcome}`;
      notOk.set(key, (notOk.get(key) ?? 0) + 1);
    }
    console.log(`not answered 2xx, by phase, kind and outcome: ${JSON.stringify(Object.fromEntries(notOk))}`);
    console.log(`resent by the offline queue: ${resent} of ${failedEdits.length}; edits not in the database after the resend: ${missing}`);
    console.log(
      faultsLine({
        acknowledged: acknowledged.length,
        lost,
        failedClearly: count('failed'),
        hung: count('hung'),
        failoverSeconds: instanceFailoverSeconds(records, times),
        recoverySeconds: databaseRecoverySeconds(beforePooler, times),
        ...(pooler && { poolerRecoverySeconds: databaseRecoverySeconds(records, { ...times, databaseDownMs: poolerTimes.downMs, databaseUpMs: poolerTimes.upMs }) }),
      }),
    );
  } finally {
    await cluster.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
