import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestDatabase, type TestDatabase } from '@/tests/helpers/test-database';

let database: TestDatabase;

beforeAll(async () => {
  database = await createTestDatabase();
  process.env.DATABASE_URL = database.url;
});

afterAll(async () => {
  const { db } = await import('@/lib/db');
  await db.$disconnect();
  await database?.drop();
});

const now = new Date('2026-11-25T12:00:00Z');
const minutesAgo = (minutes: number) => new Date(now.getTime() - minutes * 60_000);
const daysAgo = (days: number) => minutesAgo(days * 24 * 60);

describe('deleting expired rows', () => {
  it('deletes rate-limit counters once the longest window has passed, and a new attempt counts afresh', async () => {
    const { deleteExpiredRows } = await import('@/lib/housekeeping/expired-rows');
    const { hitRateLimit, rateLimitPolicies } = await import('@/lib/rate-limit');
    await database.db.rateLimit.createMany({
      data: [
        { key: 'signin:account:old@example.com', count: 9, windowStart: daysAgo(2) },
        { key: 'reset-confirm:account-day:edge@example.com', count: 40, windowStart: daysAgo(1) },
        { key: 'reset-confirm:account-day:day@example.com', count: 40, windowStart: minutesAgo(23 * 60) },
        { key: 'signin:account:now@example.com', count: 3, windowStart: minutesAgo(5) },
      ],
    });
    const deleted = await deleteExpiredRows(now);
    expect(deleted.rateLimits).toBe(2);
    const kept = await database.db.rateLimit.findMany({ orderBy: { key: 'asc' } });
    // A daily window that is still open keeps its count: deleting it would reset the daily limit.
    expect(kept.map((row) => row.key)).toEqual(['reset-confirm:account-day:day@example.com', 'signin:account:now@example.com']);
    expect((await hitRateLimit(rateLimitPolicies.signInFailuresPerAccount, 'old@example.com', now)).count).toBe(1);
    expect((await hitRateLimit(rateLimitPolicies.resetConfirmPerAccountDaily, 'day@example.com', now)).allowed).toBe(false);
  });

  it('deletes reset codes and confirmation links a week after they expired, used or not', async () => {
    const { deleteExpiredRows } = await import('@/lib/housekeeping/expired-rows');
    const user = await database.db.user.create({ data: { email: 'codes@example.com' } });
    await database.db.passwordResetCode.createMany({
      data: [
        { id: 'expired-long-ago', userId: user.id, codeHash: 'a', expiresAt: daysAgo(8) },
        { id: 'used-long-ago', userId: user.id, codeHash: 'b', expiresAt: daysAgo(7), usedAt: daysAgo(7) },
        { id: 'expired-yesterday', userId: user.id, codeHash: 'c', expiresAt: daysAgo(1) },
        { id: 'current', userId: user.id, codeHash: 'd', expiresAt: minutesAgo(-10) },
      ],
    });
    await database.db.verificationToken.createMany({
      data: [
        { identifier: 'verify-email:old@example.com', token: 'old', expires: daysAgo(10) },
        { identifier: 'verify-email:late@example.com', token: 'late', expires: daysAgo(3) },
        { identifier: 'verify-email:new@example.com', token: 'new', expires: minutesAgo(-60) },
      ],
    });
    const deleted = await deleteExpiredRows(now);
    expect(deleted).toMatchObject({ resetCodes: 2, verificationLinks: 1 });
    expect((await database.db.passwordResetCode.findMany({ orderBy: { id: 'asc' } })).map((row) => row.id)).toEqual(['current', 'expired-yesterday']);
    expect((await database.db.verificationToken.findMany({ orderBy: { token: 'asc' } })).map((row) => row.token)).toEqual(['late', 'new']);
    // A second pass, as another instance's, finds nothing left to do.
    expect(await deleteExpiredRows(now)).toEqual({ rateLimits: 0, resetCodes: 0, verificationLinks: 0 });
  });

  it('sweeps a minute after start and then every hour, and a failed sweep does not stop the next', async () => {
    const { scheduleExpiredRowDeletion } = await import('@/lib/housekeeping/expired-rows');
    vi.useFakeTimers();
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    try {
      const sweep = vi.fn().mockRejectedValueOnce(new Error('database away')).mockResolvedValue(undefined);
      scheduleExpiredRowDeletion(sweep);
      await vi.advanceTimersByTimeAsync(59_000);
      expect(sweep).toHaveBeenCalledTimes(0);
      await vi.advanceTimersByTimeAsync(1_000);
      expect(sweep).toHaveBeenCalledTimes(1);
      expect(errors).toHaveBeenCalledOnce();
      await vi.advanceTimersByTimeAsync(2 * 60 * 60_000);
      expect(sweep).toHaveBeenCalledTimes(3);
    } finally {
      vi.clearAllTimers();
      vi.useRealTimers();
      errors.mockRestore();
    }
  });
});
