import 'server-only';
import type Stripe from 'stripe';
import { db } from '@/lib/db';
import { AppError } from '@/lib/errors';
import type { PaymentStatus } from '@/lib/generated/prisma/client';
import { liveStatuses, platinumHolding } from './membership';
import { getPlanEvent } from './plan-event';
import { requireStripe } from './stripe-client';
import { applySubscriptionSnapshot, subscriptionSnapshot } from './subscription-sync';

export type BillingStatus = 'none' | 'active' | 'trial' | 'pastDue' | 'cancelling' | 'ended';

export interface BillingPayment {
  orderNumber: string;
  amountYen: number;
  status: PaymentStatus;
  paidAt: Date | null;
  expiresAt: Date | null;
}

export interface Billing {
  /** The plan the guards see now (a staff or demo grant included). */
  hasPlatinum: boolean;
  status: BillingStatus;
  expiresAt: Date | null;
  canCancel: boolean;
  payments: BillingPayment[];
}

const live = new Set<string>(liveStatuses);

/** The account area's billing view: plan, status, expiration and the purchase history, newest first. */
export async function getBilling(userId: string, now = new Date()): Promise<Billing> {
  const [holding, latest, payments] = await Promise.all([
    platinumHolding(db, userId, now),
    db.subscription.findFirst({ where: { userId }, orderBy: [{ createdAt: 'desc' }, { id: 'desc' }] }),
    db.payment.findMany({
      where: { userId },
      orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
      select: { orderNumber: true, amountYen: true, status: true, paidAt: true, expiresAt: true },
    }),
  ]);
  const running = latest !== null && live.has(latest.status) && latest.expiresAt !== null && latest.expiresAt > now;
  const status: BillingStatus = !latest
    ? 'none'
    : !running
      ? 'ended'
      : latest.cancelAtPeriodEnd
        ? 'cancelling'
        : latest.status === 'TRIALING'
          ? 'trial'
          : latest.status === 'PAST_DUE'
            ? 'pastDue'
            : 'active';
  return {
    hasPlatinum: holding.kind !== 'none',
    status,
    expiresAt: holding.kind !== 'none' ? holding.until : (latest?.expiresAt ?? null),
    canCancel: running && status !== 'cancelling' && latest.status !== 'TRIALING',
    payments,
  };
}

/**
 * Cancellation stops the renewal: access stays until the paid period ends, and nothing is refunded.
 * Stripe is told first; its answer is written as its webhook would be (the webhook then changes nothing).
 * The caller has the user's confirmation (cancelRenewalSchema).
 */
export async function cancelRenewal(userId: string, now = new Date()): Promise<{ accessUntil: Date | null }> {
  const subscription = await db.subscription.findFirst({
    where: { userId, status: { in: ['ACTIVE', 'PAST_DUE'] }, cancelAtPeriodEnd: false, expiresAt: { gt: now } },
    orderBy: { createdAt: 'desc' },
  });
  if (!subscription) throw new AppError('conflict', 'Errors.payments.nothingToCancel');
  if (!subscription.stripeSubscriptionId) {
    await db.subscription.update({ where: { id: subscription.id }, data: { cancelAtPeriodEnd: true } });
    return { accessUntil: subscription.expiresAt };
  }
  const { stripe } = requireStripe();
  const plan = await getPlanEvent();
  let updated: Stripe.Subscription;
  try {
    updated = await stripe.subscriptions.update(subscription.stripeSubscriptionId, { cancel_at_period_end: true });
  } catch (error) {
    console.error('Stripe did not stop the renewal', error);
    throw new AppError('conflict', 'Errors.payments.providerUnavailable', { cause: error });
  }
  const snapshot = subscriptionSnapshot(updated);
  await db.$transaction((tx) => applySubscriptionSnapshot(tx, snapshot, plan.planValidUntil, now));
  const row = await db.subscription.findUnique({ where: { id: subscription.id }, select: { expiresAt: true } });
  return { accessUntil: row?.expiresAt ?? null };
}
