import 'server-only';
import type Stripe from 'stripe';
import type { SubscriptionStatus } from '@/lib/generated/prisma/client';
import { hasEnded, lockPlan, refreshPlatinumGrant, type Tx } from './membership';
import { earlier } from './plan-offer';

/** What the product keeps of a Stripe subscription. */
export interface SubscriptionSnapshot {
  stripeSubscriptionId: string;
  stripeCustomerId: string | null;
  /** From the metadata the checkout put on the subscription. */
  userId: string | null;
  status: Stripe.Subscription.Status;
  currentPeriodEnd: Date | null;
  cancelAtPeriodEnd: boolean;
  endedAt: Date | null;
}

const statusByStripe: Partial<Record<Stripe.Subscription.Status, SubscriptionStatus>> = {
  trialing: 'TRIALING',
  active: 'ACTIVE',
  past_due: 'PAST_DUE',
  unpaid: 'PAST_DUE',
  paused: 'PAST_DUE',
  canceled: 'CANCELED',
  incomplete_expired: 'EXPIRED',
  // `incomplete`: the first payment has not gone through; nothing is granted or recorded yet.
};

export const fromUnix = (seconds: number | null | undefined): Date | null => (typeof seconds === 'number' ? new Date(seconds * 1000) : null);

export function idOf(value: string | { id: string } | null | undefined): string | null {
  if (!value) return null;
  return typeof value === 'string' ? value : value.id;
}

export function subscriptionSnapshot(subscription: Stripe.Subscription): SubscriptionSnapshot {
  // Since API version 2025-03-31 the billing period lives on the items.
  const periodEnds = subscription.items.data.map((item) => item.current_period_end);
  return {
    stripeSubscriptionId: subscription.id,
    stripeCustomerId: idOf(subscription.customer),
    userId: subscription.metadata.userId ?? null,
    status: subscription.status,
    currentPeriodEnd: periodEnds.length > 0 ? fromUnix(Math.max(...periodEnds)) : null,
    cancelAtPeriodEnd: subscription.cancel_at_period_end,
    endedAt: fromUnix(subscription.ended_at),
  };
}

const later = (a: Date | null, b: Date | null): Date | null => (a && b ? (a > b ? a : b) : (a ?? b));

/**
 * Brings the subscription row to a Stripe snapshot and derives the Platinum role from it. Order of
 * arrival does not matter: an ended row stays ended (a late "updated" or "paid" cannot revive it), and
 * a live row's period only moves forward.
 */
export async function applySubscriptionSnapshot(tx: Tx, snapshot: SubscriptionSnapshot, planValidUntil: Date, now: Date): Promise<void> {
  const status = statusByStripe[snapshot.status];
  if (!status) return;
  const stripeSubscriptionId = snapshot.stripeSubscriptionId;
  await lockPlan(tx, stripeSubscriptionId);
  const existing = await tx.subscription.findUnique({ where: { stripeSubscriptionId } });
  if (existing && hasEnded(existing.status)) return;
  const userId = existing?.userId ?? snapshot.userId;
  if (!userId) {
    console.warn(`Stripe subscription ${stripeSubscriptionId} names no user; ignored`);
    return;
  }
  const currentPeriodEnd = later(existing?.currentPeriodEnd ?? null, snapshot.currentPeriodEnd);
  const expiresAt = hasEnded(status)
    ? earlier(snapshot.endedAt ?? now, currentPeriodEnd ?? now)
    : currentPeriodEnd && earlier(currentPeriodEnd, planValidUntil);
  const data = { status, stripeCustomerId: snapshot.stripeCustomerId, currentPeriodEnd, cancelAtPeriodEnd: snapshot.cancelAtPeriodEnd, expiresAt };
  await tx.subscription.upsert({
    where: { stripeSubscriptionId },
    create: { userId, plan: 'PLATINUM', stripeSubscriptionId, ...data },
    update: data,
  });
  await refreshPlatinumGrant(tx, userId, now);
}
