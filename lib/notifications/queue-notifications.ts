import 'server-only';
import type { Prisma } from '@/lib/generated/prisma/client';
import type { NotificationContent } from './notification-content';

export type QueuedNotification = {
  userId: string;
  /** What it tells of, once per member: `import:12`, `group:<id>:bought:w34`, `days:2026-12-29:<device>`. */
  cause: string;
  content: NotificationContent;
  /** Not before (the end of the member's quiet hours); null: now. */
  runAt: Date | null;
};

/**
 * The transaction of a sweep that queues for every subscribed member (an import's fan-out, the event
 * days' reminders): minutes for 10,000 members at most, and up to 30 s to start, as the sending process
 * runs at a lower priority (decision 044) and on a busy machine its first connection took longer than
 * Prisma's 2 s to open.
 */
export const SWEEP_TRANSACTION = { timeout: 120_000, maxWait: 30_000 };

/** Attempts of one notification's job before it is given up: the back-off is exp(attempt) seconds, about 6 hours in all. */
const MAX_ATTEMPTS = 10;
/**
 * Notifications sent by one job (graphile-worker's batch job: a retry carries only those that failed).
 * A job's reads and writes are a few statements whatever its size, where one job a notification cost
 * eight round trips and the queue's own work each (the figures in decision 044).
 */
export const NOTIFICATIONS_PER_JOB = 50;

/**
 * Records each notification once per member and cause and queues its sending, in the caller's
 * transaction: both commit together or neither does, and a cause already recorded (a second run of the
 * same import's fan-out, a mark set twice) queues nothing. Notifications due at the same time share jobs
 * of up to NOTIFICATIONS_PER_JOB. Returns how many were new.
 */
export async function queueNotifications(tx: Prisma.TransactionClient, notifications: readonly QueuedNotification[]): Promise<number> {
  if (notifications.length === 0) return 0;
  const rows = await tx.$queryRaw<{ queued: bigint }[]>`
    WITH input AS (
      SELECT * FROM unnest(${notifications.map((n) => n.userId)}::text[], ${notifications.map((n) => n.cause)}::text[],
        ${notifications.map((n) => n.content.kind)}::text[], ${notifications.map((n) => JSON.stringify(n.content))}::jsonb[],
        ${notifications.map((n) => n.runAt?.toISOString() ?? null)}::timestamptz[]) AS t(user_id, cause, kind, content, run_at)
    ),
    created AS (
      INSERT INTO "Notification" ("userId", cause, kind, content)
      SELECT user_id, cause, kind::"NotificationKind", content FROM input
      ON CONFLICT ("userId", cause) DO NOTHING
      RETURNING id, "userId", cause
    ),
    numbered AS (
      SELECT c.id, i.run_at, (row_number() OVER (PARTITION BY i.run_at ORDER BY c.id) - 1) / ${NOTIFICATIONS_PER_JOB} AS batch
      FROM created c JOIN input i ON i.user_id = c."userId" AND i.cause = c.cause
    ),
    jobs AS (
      SELECT * FROM graphile_worker.add_jobs(ARRAY(
        SELECT ROW('send-notification'::text, json_agg(json_build_object('id', id) ORDER BY id), NULL::text, run_at, ${MAX_ATTEMPTS}::smallint, NULL::text, NULL::smallint, NULL::text[])::graphile_worker.job_spec
        FROM numbered GROUP BY run_at, batch
      ))
    )
    SELECT (SELECT count(*) FROM created) AS queued, (SELECT count(*) FROM jobs) AS jobs`;
  return Number(rows[0]?.queued ?? 0);
}
