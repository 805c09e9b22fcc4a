import 'server-only';
import { run, type Runner, type TaskList } from 'graphile-worker';
import { databaseUrls } from '@/lib/config/database';
import { pushSettings } from '@/lib/config/push';

// The job queue that sends notifications (decision 044): graphile-worker on the database every instance
// already has. Jobs are rows, so a queued notification survives an instance's restart; each instance runs
// a worker, and a job is taken by one of them (SKIP LOCKED), which spreads the sending over the cluster.

const globalForQueue = globalThis as unknown as { pushWorker?: Promise<Runner> };

/** Crontab lines: the import sweep every minute (a backstop for a missed notice), the event-day reminders at 18:00 in Japan. */
const CRONTAB = ['* * * * * catalogue-imports ?max=1', '0 9 * * * event-day-reminders ?max=1'].join('\n');

/** The worker needs a session of its own for LISTEN: PostgreSQL itself when the app goes through a pooler. */
export function queueConnectionString(): string {
  const { url, directUrl } = databaseUrls();
  const connection = directUrl ?? url;
  if (!connection) throw new Error('DATABASE_URL is not set');
  return connection;
}

/** Starts this instance's worker once; later calls return the same one. */
export function startJobWorker(taskList: TaskList, options: { connectionString?: string; concurrency?: number } = {}): Promise<Runner> {
  globalForQueue.pushWorker ??= run({
    connectionString: options.connectionString ?? queueConnectionString(),
    concurrency: options.concurrency ?? pushSettings().concurrency,
    noHandleSignals: true,
    pollInterval: 2_000,
    taskList,
    crontab: CRONTAB,
  });
  return globalForQueue.pushWorker;
}

/** Stops this instance's worker: jobs in hand finish, the rest stay queued for the other instances. */
export async function stopJobWorker(): Promise<void> {
  const worker = globalForQueue.pushWorker;
  globalForQueue.pushWorker = undefined;
  await (await worker)?.stop();
}
