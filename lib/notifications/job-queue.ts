import 'server-only';
import { Logger, run, type Runner, type TaskList } from 'graphile-worker';
import { databaseUrls } from '@/lib/config/database';
import { pushSettings } from '@/lib/config/push';

// The job queue that sends notifications (decision 044): graphile-worker on the database every instance
// already has. Jobs are rows, so a queued notification survives an instance's restart; each instance runs
// a worker, and a job is taken by one of them (SKIP LOCKED), which spreads the sending over the cluster.

const globalForQueue = globalThis as unknown as { pushWorker?: Promise<Runner> };

/** Crontab lines: the import sweep every minute (a backstop for a missed notice), the event-day reminders at 18:00 in Japan. */
const CRONTAB = ['* * * * * catalogue-imports ?max=1', '0 9 * * * event-day-reminders ?max=1'].join('\n');

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
