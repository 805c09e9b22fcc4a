import 'server-only';
import { db } from '@/lib/db';

export interface RateLimitPolicy {
  /** Namespaces the counter, e.g. `signin:account`. */
  name: string;
  limit: number;
  windowSeconds: number;
}

export interface RateLimitResult {
  allowed: boolean;
  count: number;
  /** Seconds until the window restarts. */
  retryAfterSeconds: number;
}

/**
 * Counts one attempt against `policy` for `subject` and tells whether it is within the limit. One statement
 * does the read and the write, so concurrent attempts on any number of app instances are all counted.
 */
export async function hitRateLimit(policy: RateLimitPolicy, subject: string, now: Date = new Date()): Promise<RateLimitResult> {
  const key = `${policy.name}:${subject}`;
  // Both instants come from here, not from the database clock, so that they compare like for like.
  const expiredBefore = new Date(now.getTime() - policy.windowSeconds * 1000);
  const rows = await db.$queryRaw<{ count: number; windowStart: Date }[]>`
    INSERT INTO "RateLimit" ("key", "count", "windowStart") VALUES (${key}, 1, ${now})
    ON CONFLICT ("key") DO UPDATE SET
      "count" = CASE WHEN "RateLimit"."windowStart" <= ${expiredBefore} THEN 1 ELSE "RateLimit"."count" + 1 END,
      "windowStart" = CASE WHEN "RateLimit"."windowStart" <= ${expiredBefore} THEN ${now} ELSE "RateLimit"."windowStart" END
    RETURNING "count", "windowStart"`;
  const row = rows[0];
  if (!row) throw new Error('The rate limit upsert returned no row.');
  const endsAt = row.windowStart.getTime() + policy.windowSeconds * 1000;
  return {
    allowed: row.count <= policy.limit,
    count: row.count,
    retryAfterSeconds: Math.max(1, Math.ceil((endsAt - now.getTime()) / 1000)),
  };
}

/**
 * Opens a window for `subject` with nothing counted, replacing any earlier one: an event (a code mailed)
 * starts it, and `hitStartedWindow` counts the attempts that follow it.
 */
export async function startWindow(policy: RateLimitPolicy, subject: string, now: Date = new Date()): Promise<void> {
  const key = `${policy.name}:${subject}`;
  await db.$executeRaw`
    INSERT INTO "RateLimit" ("key", "count", "windowStart") VALUES (${key}, 0, ${now})
    ON CONFLICT ("key") DO UPDATE SET "count" = 0, "windowStart" = ${now}`;
}

export type StartedWindowResult = { window: 'none' } | { window: 'ended' } | { window: 'open'; allowed: boolean; count: number };

/**
 * Counts one attempt in the window `startWindow` opened, and never opens one: with none there is nothing
 * to count, and an ended window stays ended. One statement, so parallel attempts are all counted.
 */
export async function hitStartedWindow(policy: RateLimitPolicy, subject: string, now: Date = new Date()): Promise<StartedWindowResult> {
  const key = `${policy.name}:${subject}`;
  const expiredBefore = new Date(now.getTime() - policy.windowSeconds * 1000);
  const rows = await db.$queryRaw<{ count: number; open: boolean }[]>`
    UPDATE "RateLimit" SET "count" = "count" + CASE WHEN "windowStart" > ${expiredBefore} THEN 1 ELSE 0 END
    WHERE "key" = ${key}
    RETURNING "count", "windowStart" > ${expiredBefore} AS "open"`;
  const row = rows[0];
  if (!row) return { window: 'none' };
  if (!row.open) return { window: 'ended' };
  return { window: 'open', allowed: row.count <= policy.limit, count: row.count };
}

/** Takes one counted attempt back, e.g. one that turned out not to be a failure. */
export async function refundRateLimit(policy: RateLimitPolicy, subject: string): Promise<void> {
  await db.$executeRaw`UPDATE "RateLimit" SET "count" = GREATEST("count" - 1, 0) WHERE "key" = ${`${policy.name}:${subject}`}`;
}

/** Forgets the attempts of one subject, e.g. an account after a successful sign-in. */
export async function clearRateLimit(policy: RateLimitPolicy, subject: string): Promise<void> {
  await db.rateLimit.deleteMany({ where: { key: `${policy.name}:${subject}` } });
}

/**
 * Deletes the counters whose window has ended under every policy (the longest window has passed since it
 * started). A later attempt starts a fresh window anyway; without this the table keeps one row per
 * address and account that ever tried.
 */
export async function deleteEndedWindows(longestWindowSeconds: number, now: Date = new Date()): Promise<number> {
  const { count } = await db.rateLimit.deleteMany({ where: { windowStart: { lte: new Date(now.getTime() - longestWindowSeconds * 1000) } } });
  return count;
}
