import 'server-only';
import type Stripe from 'stripe';
import type { Tx } from './membership';
import { applySubscriptionSnapshot, idOf, subscriptionSnapshot, type SubscriptionSnapshot } from './subscription-sync';

export type ApplyChange = (tx: Tx, now: Date) => Promise<void>;

const unixSeconds = (date: Date) => Math.floor(date.getTime() / 1000);

/**
 * A completed Checkout session in subscription mode, read back from Stripe: the subscription as it is
 * now (whatever events came before), with its end set to the plan's end so that it never renews past
 * the event. Returns the change to write, or null when the session started nothing.
 */
export async function checkoutChange(stripe: Stripe, session: Stripe.Checkout.Session, planValidUntil: Date): Promise<ApplyChange | null> {
  const subscriptionId = idOf(session.subscription);
  if (session.mode !== 'subscription' || session.status !== 'complete' || !subscriptionId) return null;
  let subscription = await stripe.subscriptions.retrieve(subscriptionId);
  const live = subscription.status === 'active' || subscription.status === 'trialing' || subscription.status === 'past_due';
  if (live && subscription.cancel_at === null && !subscription.cancel_at_period_end && planValidUntil.getTime() > Date.now()) {
    subscription = await stripe.subscriptions.update(subscriptionId, { cancel_at: unixSeconds(planValidUntil), proration_behavior: 'none' });
  }
  const snapshot: SubscriptionSnapshot = {
    ...subscriptionSnapshot(subscription),
    userId: session.client_reference_id ?? subscription.metadata.userId ?? null,
  };
  return (tx, now) => applySubscriptionSnapshot(tx, snapshot, planValidUntil, now);
}
