import 'server-only';
import type Stripe from 'stripe';
import { hasEnded, lockPlan, refreshPlatinumGrant, type Tx } from './membership';
import { earlier } from './plan-offer';
import { fromUnix, idOf } from './subscription-sync';

/** What the product keeps of a Stripe invoice of the plan's subscription. */
export interface InvoiceFacts {
  stripeInvoiceId: string;
  orderNumber: string;
  amountYen: number;
  paidAt: Date | null;
  stripeSubscriptionId: string;
  stripeCustomerId: string | null;
  userId: string | null;
  periodEnd: Date | null;
}

/** Null for an invoice outside a subscription (the product sells nothing else). */
export function invoiceFacts(invoice: Stripe.Invoice, outcome: 'PAID' | 'UNPAID'): InvoiceFacts | null {
  const details = invoice.parent?.subscription_details;
  const stripeSubscriptionId = idOf(details?.subscription);
  if (!invoice.id || !stripeSubscriptionId) return null;
  const periodEnds = invoice.lines.data.map((line) => line.period.end);
  return {
    stripeInvoiceId: invoice.id,
    orderNumber: invoice.number ?? invoice.id,
    // JPY has no minor unit: Stripe's amounts are whole yen.
    amountYen: outcome === 'PAID' ? invoice.amount_paid : invoice.amount_due,
    paidAt: outcome === 'PAID' ? (fromUnix(invoice.status_transitions.paid_at) ?? fromUnix(invoice.created)) : null,
    stripeSubscriptionId,
    stripeCustomerId: idOf(invoice.customer),
    userId: details?.metadata?.userId ?? null,
    periodEnd: periodEnds.length > 0 ? fromUnix(Math.max(...periodEnds)) : null,
  };
}

/**
 * Records a paid or failed invoice in the purchase history and moves the subscription along. An invoice
 * that arrives before the checkout's completion starts the subscription row; one that arrives after the
 * subscription ended is recorded but grants nothing. A failure never overwrites a recorded payment.
 */
export async function recordInvoice(tx: Tx, facts: InvoiceFacts, outcome: 'PAID' | 'UNPAID', planValidUntil: Date, now: Date): Promise<void> {
  const { stripeSubscriptionId } = facts;
  await lockPlan(tx, stripeSubscriptionId);
  const expiresAt = facts.periodEnd && earlier(facts.periodEnd, planValidUntil);
  let subscription = await tx.subscription.findUnique({ where: { stripeSubscriptionId } });
  if (!subscription) {
    if (!facts.userId) {
      console.warn(`Stripe invoice ${facts.stripeInvoiceId} names no user; ignored`);
      return;
    }
    subscription = await tx.subscription.create({
      data: {
        userId: facts.userId,
        plan: 'PLATINUM',
        status: outcome === 'PAID' ? 'ACTIVE' : 'PAST_DUE',
        stripeSubscriptionId,
        stripeCustomerId: facts.stripeCustomerId,
        currentPeriodEnd: facts.periodEnd,
        expiresAt,
      },
    });
  } else if (!hasEnded(subscription.status)) {
    const periodEnd = subscription.currentPeriodEnd && facts.periodEnd && subscription.currentPeriodEnd > facts.periodEnd ? subscription.currentPeriodEnd : (facts.periodEnd ?? subscription.currentPeriodEnd);
    await tx.subscription.update({
      where: { id: subscription.id },
      data:
        outcome === 'PAID'
          ? { status: 'ACTIVE', currentPeriodEnd: periodEnd, expiresAt: periodEnd && earlier(periodEnd, planValidUntil) }
          : { status: 'PAST_DUE' },
    });
  }
  const payment = {
    userId: subscription.userId,
    subscriptionId: subscription.id,
    plan: 'PLATINUM' as const,
    orderNumber: facts.orderNumber,
    amountYen: facts.amountYen,
    status: outcome,
    paidAt: facts.paidAt,
    expiresAt,
    stripeInvoiceId: facts.stripeInvoiceId,
  };
  await tx.payment.upsert({
    where: { stripeInvoiceId: facts.stripeInvoiceId },
    create: payment,
    update: outcome === 'PAID' ? { status: 'PAID', amountYen: facts.amountYen, paidAt: facts.paidAt, expiresAt } : {},
  });
  await refreshPlatinumGrant(tx, subscription.userId, now);
}
