import 'server-only';
import type Stripe from 'stripe';
import { checkoutChange, type ApplyChange } from './checkout-sync';
import { invoiceFacts, recordInvoice } from './invoice-record';
import { applySubscriptionSnapshot, subscriptionSnapshot } from './subscription-sync';

/** The event types the product acts on; every other type is acknowledged and ignored. */
export const handledEventTypes = [
  'checkout.session.completed',
  'invoice.paid',
  'invoice.payment_failed',
  'customer.subscription.updated',
  'customer.subscription.deleted',
] as const;

export type HandledEventType = (typeof handledEventTypes)[number];

export function isHandledEventType(type: string): type is HandledEventType {
  return (handledEventTypes as readonly string[]).includes(type);
}

export interface HandlerContext {
  stripe: Stripe;
  planValidUntil: Date;
}

type EventOf<Type extends HandledEventType> = Extract<Stripe.Event, { type: Type }>;

/**
 * One handler per event type. A handler reads what it needs from Stripe first and returns the database
 * change, which the caller writes in one transaction together with the event id.
 */
type Handlers = { [Type in HandledEventType]: (event: EventOf<Type>, context: HandlerContext) => Promise<ApplyChange | null> };

const invoiceHandler = (outcome: 'PAID' | 'UNPAID') => async (event: EventOf<'invoice.paid' | 'invoice.payment_failed'>, { planValidUntil }: HandlerContext) => {
  const facts = invoiceFacts(event.data.object, outcome);
  if (!facts) return null;
  return (tx: Parameters<ApplyChange>[0], now: Date) => recordInvoice(tx, facts, outcome, planValidUntil, now);
};

export const webhookHandlers: Handlers = {
  'checkout.session.completed': (event, { stripe, planValidUntil }) => checkoutChange(stripe, event.data.object, planValidUntil),

  'invoice.paid': invoiceHandler('PAID'),

  'invoice.payment_failed': invoiceHandler('UNPAID'),

  // The event's copy may be older than another event already handled: read the subscription as it is now.
  'customer.subscription.updated': async (event, { stripe, planValidUntil }) => {
    const current = await stripe.subscriptions.retrieve(event.data.object.id);
    const snapshot = subscriptionSnapshot(current);
    return (tx, now) => applySubscriptionSnapshot(tx, snapshot, planValidUntil, now);
  },

  // Deletion is final, so the event's own copy is the truth.
  'customer.subscription.deleted': async (event, { planValidUntil }) => {
    const snapshot = subscriptionSnapshot(event.data.object);
    return (tx, now) => applySubscriptionSnapshot(tx, snapshot, planValidUntil, now);
  },
};

export function handlerFor(event: Stripe.Event): ((context: HandlerContext) => Promise<ApplyChange | null>) | undefined {
  if (!isHandledEventType(event.type)) return undefined;
  const handler = webhookHandlers[event.type] as (event: Stripe.Event, context: HandlerContext) => Promise<ApplyChange | null>;
  return (context) => handler(event, context);
}
