import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';
import {
  eventOf,
  linePrice,
  list,
  newId,
  paidInvoiceObject,
  parseStripeForm,
  stripeError,
  subscriptionObject,
  unixNow,
  type Json,
  type LinePrice,
} from './stripe-stand-in-objects';

/**
 * A local stand-in for the Stripe API, for tests only: it answers the endpoints the product calls
 * (customers, Checkout sessions, subscriptions) with Stripe-shaped JSON, serves a hosted checkout page
 * whose Pay button completes the payment, and sends the webhooks Stripe would send, signed with the
 * webhook secret, one at a time in the order Stripe would.
 */
export interface StripeStandIn {
  /** `http://127.0.0.1:<port>`: STRIPE_API_URL for the app, and the origin of the checkout page. */
  url: string;
  /** Every event created, delivered or not. */
  events: Json[];
  /** The status the app answered each delivery with, by event id. */
  deliveries: Map<string, number>;
  subscription(id: string): Json | undefined;
  /** The Checkout sessions created for a customer's client reference (the app's user id), oldest first. */
  checkoutSessionsOf(clientReferenceId: string): Json[];
  /** What the hosted page's Pay button does; resolves when the app has answered the webhooks. */
  pay(sessionId: string): Promise<{ successUrl: string; events: Json[] }>;
  /** The paid period ends with the renewal stopped, or Stripe gives up: the subscription is deleted. */
  endSubscription(subscriptionId: string): Promise<Json>;
  /** Resolves once every event created so far has been delivered. */
  idle(): Promise<void>;
  /** Sends an event (again) through the same signed delivery. */
  deliver(event: Json): Promise<number>;
  /** The body and Stripe-Signature header of an event, as a delivery carries them. */
  sign(event: Json): { payload: string; signature: string };
  stop(): Promise<void>;
}

export interface StripeStandInOptions {
  /** 0 (the default) picks a free port. */
  port?: number;
  webhookSecret: string;
  /** Receives each signed delivery and answers with the app's HTTP status. */
  deliverTo?: (payload: string, signature: string) => Promise<number>;
}

/** Delivery by HTTP POST to the app's webhook route, as Stripe does it. */
export function postTo(webhookUrl: string) {
  return async (payload: string, signature: string): Promise<number> => {
    const response = await fetch(webhookUrl, { method: 'POST', body: payload, headers: { 'content-type': 'application/json', 'stripe-signature': signature } });
    await response.body?.cancel();
    return response.status;
  };
}

interface SessionRecord {
  session: Json;
  price: LinePrice;
  subscriptionMetadata: Json;
}

async function readBody(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

function sendJson(response: ServerResponse, status: number, body: unknown): void {
  response.writeHead(status, { 'content-type': 'application/json', 'request-id': newId('req') });
  response.end(JSON.stringify(body));
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

function checkoutPage(record: SessionRecord): string {
  const amount = new Intl.NumberFormat('en', { style: 'currency', currency: record.price.currency.toUpperCase() }).format(record.price.unitAmount);
  const id = escapeHtml(String(record.session.id));
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Stand-in checkout</title></head><body>
<main><h1>Stand-in checkout</h1><p>${escapeHtml(record.price.productName)}: ${escapeHtml(amount)} a month</p>
<form method="post" action="/checkout/${id}/pay"><button type="submit">Pay ${escapeHtml(amount)}</button></form>
<p><a href="${escapeHtml(String(record.session.cancel_url))}">Back to the shop</a></p></main></body></html>`;
}

export async function startStripeStandIn(options: StripeStandInOptions): Promise<StripeStandIn> {
  const signer = new Stripe('sk_test_stand_in');
  const customers = new Map<string, Json>();
  const sessions = new Map<string, SessionRecord>();
  const subscriptions = new Map<string, Json>();
  const events: Json[] = [];
  const deliveries = new Map<string, number>();
  let queue: Promise<unknown> = Promise.resolve();

  const sign = (event: Json) => {
    const payload = JSON.stringify(event, null, 2);
    return { payload, signature: signer.webhooks.generateTestHeaderString({ payload, secret: options.webhookSecret }) };
  };

  const deliverNow = async (event: Json): Promise<number> => {
    if (!options.deliverTo) return 0;
    const { payload, signature } = sign(event);
    const status = await options.deliverTo(payload, signature).catch(() => 0);
    deliveries.set(String(event.id), status);
    return status;
  };

  // Stripe sends the events of one object one after another; so does the stand-in.
  const emit = (type: string, object: Json): { event: Json; delivered: Promise<number> } => {
    const event = eventOf(type, object);
    events.push(event);
    const delivered = queue.then(() => deliverNow(event));
    queue = delivered;
    return { event, delivered };
  };

  // Stripe expires an unpaid session at its expires_at.
  const current = (record: SessionRecord): SessionRecord => {
    if (record.session.status === 'open' && Number(record.session.expires_at) <= unixNow()) record.session.status = 'expired';
    return record;
  };

  async function pay(sessionId: string) {
    const found = sessions.get(sessionId);
    if (!found) throw new Error(`No checkout session ${sessionId}`);
    const record = current(found);
    if (record.session.status !== 'open') throw new Error(`Checkout session ${sessionId} is ${String(record.session.status)}`);
    const now = unixNow();
    const subscription = subscriptionObject({ customer: record.session.customer, metadata: record.subscriptionMetadata, price: record.price, start: now });
    const invoice = paidInvoiceObject(subscription, record.price, now);
    subscription.latest_invoice = invoice.id;
    subscriptions.set(String(subscription.id), subscription);
    Object.assign(record.session, { status: 'complete', payment_status: 'paid', subscription: subscription.id, invoice: invoice.id });
    const sent = [
      emit('customer.subscription.created', subscription),
      emit('checkout.session.completed', record.session),
      emit('invoice.paid', invoice),
    ];
    await Promise.all(sent.map((item) => item.delivered));
    const successUrl = String(record.session.success_url).replace('{CHECKOUT_SESSION_ID}', sessionId);
    return { successUrl, events: sent.map((item) => item.event) };
  }

  async function endSubscription(subscriptionId: string): Promise<Json> {
    const subscription = subscriptions.get(subscriptionId);
    if (!subscription) throw new Error(`No subscription ${subscriptionId}`);
    const now = unixNow();
    Object.assign(subscription, { status: 'canceled', ended_at: now, canceled_at: subscription.canceled_at ?? now });
    const { event, delivered } = emit('customer.subscription.deleted', subscription);
    await delivered;
    return event;
  }

  function updateSubscription(subscription: Json, form: Json): void {
    if ('cancel_at_period_end' in form) {
      const cancel = form.cancel_at_period_end === 'true';
      const item = (subscription.items as { data: Json[] }).data[0] ?? {};
      Object.assign(subscription, {
        cancel_at_period_end: cancel,
        cancel_at: cancel ? item.current_period_end : null,
        canceled_at: cancel ? unixNow() : null,
      });
    }
    if ('cancel_at' in form) Object.assign(subscription, { cancel_at: form.cancel_at === '' ? null : Number(form.cancel_at), cancel_at_period_end: false });
    if (form.metadata && typeof form.metadata === 'object') subscription.metadata = { ...(subscription.metadata as Json), ...(form.metadata as Json) };
    emit('customer.subscription.updated', subscription);
  }

  async function api(method: string, path: string, form: Json, response: ServerResponse): Promise<void> {
    const [, , resource, id, ...rest] = path.split('/');
    if (resource === 'customers' && method === 'POST' && !id) {
      const customer = { id: newId('cus'), object: 'customer', created: unixNow(), email: form.email ?? null, name: form.name ?? null, metadata: form.metadata ?? {}, livemode: false };
      customers.set(customer.id, customer);
      return sendJson(response, 200, customer);
    }
    if (resource === 'customers' && method === 'GET' && id && customers.has(id)) return sendJson(response, 200, customers.get(id));
    if (resource === 'checkout' && id === 'sessions' && method === 'POST' && rest.length === 0) {
      if (form.mode !== 'subscription') return sendJson(response, 400, stripeError('The stand-in supports subscription mode only', 'mode'));
      const sessionId = newId('cs');
      const price = linePrice(form.line_items);
      const session: Json = {
        id: sessionId,
        object: 'checkout.session',
        mode: 'subscription',
        status: 'open',
        payment_status: 'unpaid',
        customer: form.customer ?? null,
        client_reference_id: form.client_reference_id ?? null,
        metadata: form.metadata ?? {},
        locale: form.locale ?? null,
        currency: price.currency,
        amount_total: price.unitAmount,
        allowed_payment_method_types: form.allowed_payment_method_types ?? null,
        subscription: null,
        invoice: null,
        success_url: form.success_url,
        cancel_url: form.cancel_url ?? null,
        url: `${standIn.url}/checkout/${sessionId}`,
        created: unixNow(),
        expires_at: form.expires_at !== undefined ? Number(form.expires_at) : unixNow() + 24 * 3600,
        livemode: false,
      };
      const subscriptionData = (form.subscription_data ?? {}) as Json;
      sessions.set(sessionId, { session, price, subscriptionMetadata: (subscriptionData.metadata ?? {}) as Json });
      return sendJson(response, 200, session);
    }
    if (resource === 'checkout' && id === 'sessions' && method === 'GET' && rest[0]) {
      const record = sessions.get(rest[0]);
      if (!record) return sendJson(response, 404, stripeError(`No such checkout.session: '${rest[0]}'`, 'session'));
      return sendJson(response, 200, current(record).session);
    }
    if (resource === 'subscriptions' && id) {
      const subscription = subscriptions.get(id);
      if (!subscription) return sendJson(response, 404, stripeError(`No such subscription: '${id}'`, 'id'));
      if (method === 'POST') updateSubscription(subscription, form);
      if (method === 'DELETE') await endSubscription(id);
      return sendJson(response, 200, subscription);
    }
    if (resource === 'subscriptions' && method === 'GET') return sendJson(response, 200, list([...subscriptions.values()], '/v1/subscriptions'));
    return sendJson(response, 404, stripeError(`Unrecognized request URL (${method}: ${path}) in the stand-in`));
  }

  async function route(request: IncomingMessage, response: ServerResponse): Promise<void> {
    const url = new URL(request.url ?? '/', standIn.url);
    const method = request.method ?? 'GET';
    const body = await readBody(request);
    if (url.pathname.startsWith('/v1/')) return api(method, url.pathname, parseStripeForm(method === 'GET' ? url.search.slice(1) : body), response);
    const checkout = /^\/checkout\/(cs_[A-Za-z0-9_]+)(\/pay)?$/.exec(url.pathname);
    const record = checkout?.[1] ? sessions.get(checkout[1]) : undefined;
    if (checkout && record && method === 'GET' && !checkout[2]) {
      response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
      return void response.end(checkoutPage(record));
    }
    if (checkout?.[1] && record && method === 'POST' && checkout[2]) {
      const { successUrl } = await pay(checkout[1]);
      response.writeHead(303, { location: successUrl });
      return void response.end();
    }
    // Test control: the end of the paid period, as Stripe reports it.
    const ending = /^\/_stand-in\/subscriptions\/(sub_[A-Za-z0-9_]+)\/end$/.exec(url.pathname);
    if (ending?.[1] && method === 'POST' && subscriptions.has(ending[1])) {
      const event = await endSubscription(ending[1]);
      return sendJson(response, 200, { event: event.id, status: deliveries.get(String(event.id)) });
    }
    sendJson(response, 404, stripeError(`Not found: ${url.pathname}`));
  }

  const server = createServer((request, response) => {
    route(request, response).catch((error: unknown) => sendJson(response, 500, stripeError(error instanceof Error ? error.message : String(error))));
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, '127.0.0.1', () => resolve());
  });
  const { port } = server.address() as AddressInfo;

  const standIn: StripeStandIn = {
    url: `http://127.0.0.1:${port}`,
    events,
    deliveries,
    subscription: (id) => subscriptions.get(id),
    checkoutSessionsOf: (clientReferenceId) =>
      [...sessions.values()].map((record) => current(record).session).filter((session) => session.client_reference_id === clientReferenceId),
    pay,
    endSubscription,
    idle: async () => {
      let seen: Promise<unknown> | undefined;
      while (seen !== queue) {
        seen = queue;
        await seen;
      }
    },
    deliver: (event) => {
      const delivered = queue.then(() => deliverNow(event));
      queue = delivered;
      return delivered;
    },
    sign,
    stop: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
  return standIn;
}
