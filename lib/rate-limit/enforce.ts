import 'server-only';
import { AppError } from '@/lib/errors';
import { appMetrics } from '@/lib/metrics';
import { hitRateLimit, type RateLimitPolicy } from './fixed-window';

/**
 * Counts one attempt under each policy and throws a `rateLimited` AppError when any is over its limit.
 * Every policy is counted even when an earlier one refuses, so a blocked caller keeps being counted.
 */
export async function enforceRateLimits(checks: readonly { policy: RateLimitPolicy; subject: string }[], now: Date = new Date()): Promise<void> {
  const results = await Promise.all(checks.map(({ policy, subject }) => hitRateLimit(policy, subject, now)));
  const refused = results.filter((result) => !result.allowed);
  if (refused.length > 0) {
    appMetrics().rateLimitRefusals.inc();
    const retryAfterSeconds = Math.max(...refused.map((result) => result.retryAfterSeconds));
    throw new AppError('rateLimited', 'Errors.rateLimited', { retryAfterSeconds });
  }
}
