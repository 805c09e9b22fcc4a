import { afterAll, describe, expect, it } from 'vitest';
import { actionError } from '@/lib/errors';
import { withMembersDatabase } from '@/tests/support/members-fixture';

const STATEMENT_TIMEOUT_MS = 800;

// The app's own client (lib/db.ts) reads the pool settings from the configuration on first use.
const members = withMembersDatabase({ DATABASE_STATEMENT_TIMEOUT_MS: String(STATEMENT_TIMEOUT_MS), DATABASE_POOL_SIZE: '3' });

// After hooks run last-registered first: the app's client lets go before the database is dropped.
afterAll(async () => {
  const { db } = await import('@/lib/db');
  await db.$disconnect();
});

/** Holds a row lock on the member's favourite from another connection until `release` is called. */
async function holdFavoriteLock(userId: string, circleId: number) {
  let release!: () => void;
  let locked!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  const isLocked = new Promise<void>((resolve) => (locked = resolve));
  const transaction = members.database.db.$transaction(
    async (tx) => {
      await tx.$queryRaw`SELECT 1 FROM "Favorite" WHERE "userId" = ${userId} AND "circleId" = ${circleId} FOR UPDATE`;
      locked();
      await released;
    },
    { timeout: 20_000 },
  );
  await isLocked;
  return { release: async () => (release(), await transaction) };
}

describe('a write that waits on a lock', () => {
  it('answers a translated "busy, try again" within the statement timeout, and a later try succeeds', async () => {
    const { setFavoriteColor, saveFavoriteMemo } = await import('@/lib/favorites/favorite-edits');
    const { alice } = members.fixture.users;
    const circleId = members.fixture.circles.east;
    await setFavoriteColor(alice, { circleId, color: 2 });
    const lock = await holdFavoriteLock(alice, circleId);

    const started = performance.now();
    const failure = await saveFavoriteMemo(alice, { circleId, memo: 'Buy the new book first' }).then(
      () => undefined,
      (error: unknown) => error,
    );
    const waitedMs = performance.now() - started;
    expect(actionError(failure)).toEqual({ ok: false, error: { code: 'unavailable', messageKey: 'Errors.busyTryAgain' } });
    expect(waitedMs).toBeGreaterThanOrEqual(STATEMENT_TIMEOUT_MS - 50);
    expect(waitedMs).toBeLessThan(STATEMENT_TIMEOUT_MS + 1_500);
    // Nothing half-written: the memo is not there until a try succeeds.
    expect((await members.database.db.favorite.findUniqueOrThrow({ where: { userId_circleId: { userId: alice, circleId } } })).memo).toBe('');

    await lock.release();
    await saveFavoriteMemo(alice, { circleId, memo: 'Buy the new book first' });
    expect((await members.database.db.favorite.findUniqueOrThrow({ where: { userId_circleId: { userId: alice, circleId } } })).memo).toBe('Buy the new book first');
  });

  it('answers 503 with Retry-After from a route handler', async () => {
    const { errorResponse } = await import('@/lib/errors');
    const { hitRateLimit } = await import('@/lib/rate-limit/fixed-window');
    const policy = { name: 'busy-test', limit: 5, windowSeconds: 60 };
    await hitRateLimit(policy, 'someone');
    const lock = await members.database.db.$transaction(async (tx) => {
      await tx.$executeRaw`SELECT 1 FROM "RateLimit" WHERE "key" = 'busy-test:someone' FOR UPDATE`;
      const failure = await hitRateLimit(policy, 'someone').then(() => undefined, (error: unknown) => error);
      return errorResponse(failure);
    }, { timeout: 20_000 });
    expect(lock.status).toBe(503);
    expect(lock.headers.get('Retry-After')).toBe('2');
    expect(await lock.json()).toEqual({ error: { code: 'unavailable', messageKey: 'Errors.busyTryAgain' } });
  });
});

describe('a database that is away', () => {
  it('fails a request clearly and at once instead of hanging', async () => {
    const { createPrismaClient } = await import('@/lib/db/client');
    const unreachable = createPrismaClient('postgresql://nobody:nothing@127.0.0.1:1/none', 1, STATEMENT_TIMEOUT_MS);
    const started = performance.now();
    const failure = await unreachable.favorite.count().then(() => undefined, (error: unknown) => error);
    expect(actionError(failure).error.messageKey).toBe('Errors.busyTryAgain');
    expect(performance.now() - started).toBeLessThan(STATEMENT_TIMEOUT_MS + 1_500);
  });
});
