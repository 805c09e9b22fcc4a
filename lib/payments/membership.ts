import 'server-only';
import type { Prisma, SubscriptionStatus } from '@/lib/generated/prisma/client';

export type Tx = Prisma.TransactionClient;

/** A subscription in one of these states still gives access until its `expiresAt`. */
export const liveStatuses = ['TRIALING', 'ACTIVE', 'PAST_DUE'] as const satisfies readonly SubscriptionStatus[];

/** Terminal: an ended subscription never comes back (a new purchase is a new subscription). */
export function hasEnded(status: SubscriptionStatus): boolean {
  return status === 'CANCELED' || status === 'EXPIRED';
}

// Grants of these sources follow the user's subscription rows; others (the demo data, staff grants)
// are administered by hand and left alone here.
const derivedSources = new Set(['stripe', 'trial']);

/**
 * Serialises the writes about one subscription or user inside a transaction: Stripe delivers events
 * concurrently, and two of them must not both create the same rows or race on the grant.
 */
export async function lockPlan(tx: Tx, key: string): Promise<void> {
  await tx.$executeRaw`SELECT pg_advisory_xact_lock(hashtext(${`plan:${key}`}))`;
}

/**
 * Derives the user's Platinum role (what the guards read) from their subscription rows: the latest
 * expiry of a live one, or no role. Every change to a subscription row calls this in the same
 * transaction, so the two never disagree.
 */
export async function refreshPlatinumGrant(tx: Tx, userId: string, now: Date): Promise<void> {
  await lockPlan(tx, `user:${userId}`);
  const where = { userId_role: { userId, role: 'PLATINUM' as const } };
  const grant = await tx.userRole.findUnique({ where });
  if (grant && !derivedSources.has(grant.source)) return;
  const best = await tx.subscription.findFirst({
    where: { userId, plan: 'PLATINUM', status: { in: [...liveStatuses] }, expiresAt: { gt: now } },
    orderBy: { expiresAt: 'desc' },
  });
  if (!best?.expiresAt) {
    if (grant) await tx.userRole.delete({ where });
    return;
  }
  const source = best.stripeSubscriptionId ? 'stripe' : 'trial';
  await tx.userRole.upsert({
    where,
    create: { userId, role: 'PLATINUM', expiresAt: best.expiresAt, source, grantedAt: now },
    update: { expiresAt: best.expiresAt, source },
  });
}

/** What the user holds now, as the guards see it. */
export type PlatinumHolding = { kind: 'none' } | { kind: 'trial' | 'paid' | 'granted'; until: Date | null };

export async function platinumHolding(tx: Pick<Tx, 'userRole'>, userId: string, now: Date): Promise<PlatinumHolding> {
  const grant = await tx.userRole.findUnique({ where: { userId_role: { userId, role: 'PLATINUM' } } });
  if (!grant || (grant.expiresAt !== null && grant.expiresAt <= now)) return { kind: 'none' };
  const kind = grant.source === 'trial' ? 'trial' : grant.source === 'stripe' ? 'paid' : 'granted';
  return { kind, until: grant.expiresAt };
}

/** A Platinum member cannot start a payment; a free trial may be turned into a paid plan. */
export function mayPurchase(holding: PlatinumHolding): boolean {
  return holding.kind === 'none' || holding.kind === 'trial';
}
