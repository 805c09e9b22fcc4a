import 'server-only';
import { Logger, run, type Runner, type TaskList } from 'graphile-worker';
import { databaseUrls } from '@/lib/config/database';
import { pushSettings } from '@/lib/config/push';

// The job queue that sends notifications (decision 044): graphile-worker on the database every instance
// already has. Jobs are rows, so a queued notification survives an instance's restart; each instance runs
// a worker, and a job is taken by one of them (SKIP LOCKED), which spreads the sending over the cluster.

const globalForQueue = globalThis as unknown as { pushWorker?: Promise<Runner> };

/**
 * Crontab lines: the import sweep every minute (a backstop for a missed notice), jobs of a dead
 * instance freed every minute, the event-day reminders at 18:00 in Japan.
 */
const CRONTAB = ['* * * * * catalogue-imports ?max=1', '* * * * * unlock-stale-jobs ?max=1', '0 9 * * * event-day-reminders ?max=1'].join('\n');

/** Longer than any job of ours takes (a push service has 10 s to answer, a fan-out of 10,000 members a few). */
export const STALE_LOCK_MS = 5 * 60 * 1000;

/**
 * Frees the jobs that a worker has held for longer than `olderThanMs`: its instance died without
 * stopping (a stop releases them). graphile-worker would free them after four hours; a notification
 * for tomorrow's event day cannot wait that long. A job run again sends nothing twice (the claims of
 * send-notification.ts), so freeing a live but slow worker's job costs a second look, not a message.
 */
export async function unlockStaleJobs(client: { query(text: string, values: unknown[]): Promise<unknown> }, olderThanMs = STALE_LOCK_MS): Promise<void> {
  await client.query(
    `SELECT graphile_worker.force_unlock_workers(ARRAY(
       SELECT DISTINCT locked_by FROM graphile_worker.jobs WHERE locked_by IS NOT NULL AND locked_at < now() - make_interval(secs => $1::float8 / 1000)))`,
    [olderThanMs],
  );
}

/**
 * The queue's own log, warnings and errors only: a line per finished job would be 10,000 lines an import.
 * The request log stays the one line per request (decision 028).
 */
export const queueLogger = new Logger(() => (level, message) => {
  if (String(level) === 'error' || String(level) === 'warning') console.error(`[notifications] ${message}`);
});

/** The worker needs a session of its own for LISTEN: PostgreSQL itself when the app goes through a pooler. */
function queueConnectionString(): string {
  const { url, directUrl } = databaseUrls();
  const connection = directUrl ?? url;
  if (!connection) throw new Error('DATABASE_URL is not set');
  return connection;
}

/**
 * Starts this instance's worker once; later calls return the same one. Jobs are fetched (and locked) in
 * small batches, twice the concurrency, instead of one query a job (the queue's measured figures in 044).
 */
export function startJobWorker(taskList: TaskList): Promise<Runner> {
  const concurrency = pushSettings().concurrency;
  globalForQueue.pushWorker ??= run({
    connectionString: queueConnectionString(),
    concurrency,
    noHandleSignals: true,
    pollInterval: 2_000,
    logger: queueLogger,
    taskList,
    crontab: CRONTAB,
    preset: { worker: { localQueue: { size: concurrency * 2 }, completeJobBatchDelay: 0 } },
  });
  return globalForQueue.pushWorker;
}
