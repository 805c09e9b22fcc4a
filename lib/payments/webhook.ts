import 'server-only';
import Stripe from 'stripe';
import { z } from 'zod';
import { getConfig } from '@/lib/config/get-config';
import { db } from '@/lib/db';
import { errorResponse } from '@/lib/errors';
import { Prisma } from '@/lib/generated/prisma/client';
import { readBodyText } from '@/lib/http/read-body';
import { getPlanEvent } from './plan-event';
import { getStripe } from './stripe-client';
import { handlerFor } from './webhook-handlers';

type Outcome = 'handled' | 'ignored' | 'duplicate';

/**
 * Far above any event the product handles (Stripe's lists inside an event are truncated to a few items);
 * a larger body is refused before it is read.
 */
export const STRIPE_WEBHOOK_MAX_BYTES = 1024 * 1024;

const answer = (status: number, body: Record<string, unknown>) => Response.json(body, { status, headers: { 'Cache-Control': 'no-store' } });

/** What every event has; the handlers read the rest of their own event types. */
const eventEnvelope = z.looseObject({ id: z.string(), type: z.string(), data: z.looseObject({ object: z.looseObject({}) }) });

function isDuplicateKey(error: unknown): boolean {
  return error instanceof Prisma.PrismaClientKnownRequestError && error.code === 'P2002';
}

/**
 * Stores the event id and writes the handler's change in one transaction: a replayed or concurrent
 * delivery of the same event fails on the id and changes nothing.
 */
async function processEvent(stripe: Stripe, event: Stripe.Event): Promise<Outcome> {
  const handler = handlerFor(event);
  if (!handler) return 'ignored';
  if (await db.stripeEvent.findUnique({ where: { id: event.id }, select: { id: true } })) return 'duplicate';
  const plan = await getPlanEvent();
  const change = await handler({ stripe, planValidUntil: plan.planValidUntil });
  try {
    await db.$transaction(async (tx) => {
      await tx.stripeEvent.create({ data: { id: event.id, type: event.type } });
      await change?.(tx, new Date());
    });
  } catch (error) {
    if (isDuplicateKey(error) && (await db.stripeEvent.findUnique({ where: { id: event.id }, select: { id: true } }))) return 'duplicate';
    throw error;
  }
  return 'handled';
}

/**
 * The Stripe webhook: the signature is checked over the raw body, only the product's event types are
 * acted on, and every delivery is answered. A failure answers 500 so that Stripe delivers again.
 */
export async function handleStripeWebhook(request: Request): Promise<Response> {
  const stripe = getStripe();
  const secret = getConfig().payments?.webhookSecret;
  if (!stripe || !secret) return answer(404, { error: 'payments are not configured' });
  const signature = request.headers.get('stripe-signature');
  if (!signature) return answer(400, { error: 'missing signature' });
  let body: string;
  try {
    body = await readBodyText(request, STRIPE_WEBHOOK_MAX_BYTES);
  } catch (error) {
    return errorResponse(error);
  }
  let event: Stripe.Event;
  try {
    event = stripe.webhooks.constructEvent(body, signature, secret);
  } catch (error) {
    if (error instanceof Stripe.errors.StripeSignatureVerificationError) return answer(400, { error: 'invalid signature' });
    // Signed, but not JSON: only a holder of the secret can send it, and it is still a bad request.
    if (error instanceof SyntaxError) return answer(400, { error: 'invalid payload' });
    throw error;
  }
  if (!eventEnvelope.safeParse(event).success) return answer(400, { error: 'invalid payload' });
  try {
    return answer(200, { received: true, outcome: await processEvent(stripe, event) });
  } catch (error) {
    console.error(`Stripe event ${event.id} (${event.type}) failed`, error);
    return answer(500, { error: 'processing failed' });
  }
}
