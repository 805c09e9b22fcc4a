import 'server-only';
import { deleteExpiredCodes } from '@/lib/account/expired-codes';
import { deleteEndedWindows, rateLimitPolicies } from '@/lib/rate-limit';

const longestWindowSeconds = Math.max(...Object.values(rateLimitPolicies).map((policy) => policy.windowSeconds));

/** One pass over the tables that would otherwise only grow. Safe to run on several instances at once. */
export async function deleteExpiredRows(now: Date = new Date()) {
  const rateLimits = await deleteEndedWindows(longestWindowSeconds, now);
  return { rateLimits, ...(await deleteExpiredCodes(now)) };
}

const expiredRowsSweepMinutes = 60;

/**
 * Every instance sweeps once an hour (the first a minute after start, so it does not compete with the
 * search index build). Deleting what another instance already deleted costs nothing, so there is no
 * election of one sweeper.
 */
export function scheduleExpiredRowDeletion(sweep: () => Promise<unknown> = deleteExpiredRows): void {
  const run = () => void sweep().catch((error: unknown) => console.error('Deleting expired rows failed:', error));
  setTimeout(run, 60_000).unref();
  setInterval(run, expiredRowsSweepMinutes * 60_000).unref();
}
