import { randomBytes } from 'node:crypto';

// Stripe-shaped JSON for the stand-in: only the fields the product reads, named and nested as in the
// API version of the installed SDK (billing periods on subscription items, the subscription of an
// invoice under `parent.subscription_details`).

export type Json = Record<string, unknown>;

export const stripeApiVersion = '2026-10-28.endive';

export const newId = (prefix: string) => `${prefix}_test_${randomBytes(12).toString('hex')}`;

export const unixNow = () => Math.floor(Date.now() / 1000);

/** One calendar month later, as Stripe bills a monthly price. */
export function oneMonthLater(seconds: number): number {
  const date = new Date(seconds * 1000);
  date.setUTCMonth(date.getUTCMonth() + 1);
  return Math.floor(date.getTime() / 1000);
}

/**
 * Stripe's form encoding (`line_items[0][price_data][currency]=jpy`) read back into objects and arrays.
 * Keys repeat for `expand[]`.
 */
export function parseStripeForm(body: string): Json {
  const root: Json = {};
  for (const [key, value] of new URLSearchParams(body)) {
    const path = key.replace(/\]/g, '').split('[');
    let node: Record<string, unknown> | unknown[] = root;
    path.forEach((segment, index) => {
      const last = index === path.length - 1;
      const nextIsIndex = !last && /^\d*$/.test(path[index + 1] ?? '');
      const container = node as Record<string, unknown>;
      const slot = segment === '' && Array.isArray(node) ? String(node.length) : segment;
      if (last) {
        container[slot] = value;
        return;
      }
      container[slot] ??= nextIsIndex ? [] : {};
      node = container[slot] as Record<string, unknown> | unknown[];
    });
  }
  return root;
}

export function list(data: unknown[], url: string): Json {
  return { object: 'list', data, has_more: false, url };
}

export function stripeError(message: string, param?: string): Json {
  return { error: { type: 'invalid_request_error', message, ...(param && { param }) } };
}

export function eventOf(type: string, object: Json): Json {
  return {
    id: newId('evt'),
    object: 'event',
    api_version: stripeApiVersion,
    created: unixNow(),
    type,
    data: { object: structuredClone(object) },
    livemode: false,
    pending_webhooks: 1,
    request: { id: null, idempotency_key: null },
  };
}

export interface LinePrice {
  unitAmount: number;
  currency: string;
  productName: string;
}

/** The price a session's first line names, inline (`price_data`) or by id. */
export function linePrice(lineItems: unknown): LinePrice {
  const first = (Array.isArray(lineItems) ? lineItems[0] : undefined) as Json | undefined;
  const data = first?.price_data as Json | undefined;
  const product = data?.product_data as Json | undefined;
  return {
    unitAmount: Number(data?.unit_amount ?? 2000),
    currency: String(data?.currency ?? 'jpy'),
    productName: String(product?.name ?? first?.price ?? 'Subscription'),
  };
}

export function subscriptionObject(input: { customer: unknown; metadata: Json; price: LinePrice; start: number }): Json {
  const id = newId('sub');
  const end = oneMonthLater(input.start);
  return {
    id,
    object: 'subscription',
    customer: input.customer,
    status: 'active',
    metadata: input.metadata,
    cancel_at_period_end: false,
    cancel_at: null,
    canceled_at: null,
    ended_at: null,
    created: input.start,
    start_date: input.start,
    currency: input.price.currency,
    latest_invoice: null,
    livemode: false,
    items: list(
      [
        {
          id: newId('si'),
          object: 'subscription_item',
          quantity: 1,
          current_period_start: input.start,
          current_period_end: end,
          price: {
            id: newId('price'),
            object: 'price',
            currency: input.price.currency,
            unit_amount: input.price.unitAmount,
            recurring: { interval: 'month', interval_count: 1 },
            product: newId('prod'),
          },
        },
      ],
      `/v1/subscription_items?subscription=${id}`,
    ),
  };
}

let invoiceSerial = 0;

export function paidInvoiceObject(subscription: Json, price: LinePrice, paidAt: number): Json {
  invoiceSerial += 1;
  const item = (subscription.items as { data: Json[] }).data[0] ?? {};
  const period = { start: Number(item.current_period_start), end: Number(item.current_period_end) };
  const id = newId('in');
  return {
    id,
    object: 'invoice',
    number: `STANDIN-${String(invoiceSerial).padStart(4, '0')}-${id.slice(-6).toUpperCase()}`,
    customer: subscription.customer,
    currency: price.currency,
    amount_due: price.unitAmount,
    amount_paid: price.unitAmount,
    amount_remaining: 0,
    status: 'paid',
    created: paidAt,
    billing_reason: 'subscription_create',
    status_transitions: { finalized_at: paidAt, paid_at: paidAt, marked_uncollectible_at: null, voided_at: null },
    parent: {
      type: 'subscription_details',
      quote_details: null,
      subscription_details: { subscription: subscription.id, metadata: subscription.metadata },
    },
    lines: list(
      [{ id: newId('il'), object: 'line_item', amount: price.unitAmount, currency: price.currency, description: price.productName, period, metadata: {} }],
      `/v1/invoices/${id}/lines`,
    ),
    livemode: false,
  };
}
