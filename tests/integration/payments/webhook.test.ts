import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Json } from '@/tests/support/stripe-stand-in-objects';
import { postWebhook, startPaymentsContext, type PaymentsContext } from './payments-context';
import { parseOrThrow } from '@/lib/errors';
import { checkoutConfirmSchema } from '@/lib/payments/schemas';
import { thrownBy } from '@/tests/support/thrown-by';

let context: PaymentsContext;

beforeAll(async () => {
  context = await startPaymentsContext();
});

afterAll(async () => {
  await context?.stop();
});

/** Starts a checkout as the app does and pays on the stand-in's page. */
async function subscribe(userId: string) {
  const { startCheckout } = await import('@/lib/payments/checkout');
  const { url } = await startCheckout(userId, 'en');
  const sessionId = new URL(url).pathname.split('/').pop() ?? '';
  expect(url.startsWith(context.stripe.url)).toBe(true);
  const paid = await context.stripe.pay(sessionId);
  // The checkout's handler sets the subscription's end, and Stripe reports that change too.
  await context.stripe.idle();
  return { sessionId, ...paid };
}

const eventOfType = (events: Json[], type: string) => {
  const event = events.find((candidate) => candidate.type === type);
  if (!event) throw new Error(`no ${type} event`);
  return event;
};

const objectOf = (event: Json) => (event.data as { object: Json }).object;

describe('the Stripe webhook', () => {
  it('refuses a missing or wrong signature with 400 and stores nothing', async () => {
    const event = { id: 'evt_forged', object: 'event', type: 'invoice.paid', data: { object: {} } };
    const { payload, signature } = context.stripe.sign(event);
    expect((await postWebhook(payload, null)).status).toBe(400);
    expect((await postWebhook(payload, 't=1,v1=00')).status).toBe(400);
    // A valid signature over another body is refused too: the check runs over the raw bytes.
    expect((await postWebhook(payload.replace('evt_forged', 'evt_forgeX'), signature)).status).toBe(400);
    expect(await context.database.db.stripeEvent.count()).toBe(0);
  });

  it('acknowledges event types it does not handle without acting on them', async () => {
    const { payload, signature } = context.stripe.sign({ id: 'evt_other', object: 'event', type: 'charge.refunded', data: { object: {} } });
    const response = await postWebhook(payload, signature);
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ outcome: 'ignored' });
  });

  it('grants Platinum and records the payment when a checkout is paid', async () => {
    const userId = await context.createUser('buyer');
    const { events, successUrl, sessionId } = await subscribe(userId);
    expect(successUrl).toBe(`http://localhost:3000/pay?session_id=${sessionId}`);
    for (const event of events) expect(context.stripe.deliveries.get(String(event.id))).toBe(200);

    const subscription = objectOf(eventOfType(events, 'customer.subscription.created'));
    const invoice = objectOf(eventOfType(events, 'invoice.paid'));
    const db = context.database.db;
    const row = await db.subscription.findUniqueOrThrow({ where: { stripeSubscriptionId: String(subscription.id) } });
    expect(row).toMatchObject({ userId, plan: 'PLATINUM', status: 'ACTIVE', cancelAtPeriodEnd: false });
    const role = await db.userRole.findUniqueOrThrow({ where: { userId_role: { userId, role: 'PLATINUM' } } });
    expect(role.source).toBe('stripe');
    expect(role.expiresAt?.getTime()).toBe(row.expiresAt?.getTime());
    expect(role.expiresAt!.getTime()).toBeLessThanOrEqual(context.planValidUntil.getTime());
    expect(await db.payment.findMany({ where: { userId }, select: { orderNumber: true, amountYen: true, status: true } })).toEqual([
      { orderNumber: String(invoice.number), amountYen: 1000, status: 'PAID' },
    ]);
    // The subscription never renews past the event: its end is set to the plan's end.
    expect(context.stripe.subscription(String(subscription.id))?.cancel_at).toBe(Math.floor(context.planValidUntil.getTime() / 1000));
  });

  it('changes nothing when events are delivered again', async () => {
    const userId = await context.createUser('replay');
    const { events } = await subscribe(userId);
    const before = await context.stateOf(userId);
    for (const event of events) {
      const { payload, signature } = context.stripe.sign(event);
      const response = await postWebhook(payload, signature);
      expect(response.status).toBe(200);
      const { outcome } = (await response.json()) as { outcome: string };
      expect(outcome).toBe(event.type === 'customer.subscription.created' ? 'ignored' : 'duplicate');
    }
    expect(await context.stateOf(userId)).toEqual(before);
  });

  it('ends without the plan when the subscription is deleted before its invoice is paid', async () => {
    const userId = await context.createUser('late');
    context.hold.on = true;
    const { events } = await subscribe(userId);
    const subscriptionId = String(objectOf(eventOfType(events, 'customer.subscription.created')).id);
    const deleted = await context.stripe.endSubscription(subscriptionId);
    context.hold.on = false;

    expect(await context.stripe.deliver(deleted)).toBe(200);
    expect(await context.stripe.deliver(eventOfType(events, 'invoice.paid'))).toBe(200);
    expect(await context.stripe.deliver(eventOfType(events, 'checkout.session.completed'))).toBe(200);

    const db = context.database.db;
    expect(await db.subscription.findUniqueOrThrow({ where: { stripeSubscriptionId: subscriptionId } })).toMatchObject({ userId, status: 'CANCELED' });
    expect(await db.userRole.findMany({ where: { userId } })).toEqual([]);
    // The money was taken: the purchase history shows it.
    expect(await db.payment.findMany({ where: { userId }, select: { status: true, amountYen: true } })).toEqual([{ status: 'PAID', amountYen: 1000 }]);
  });

  it('grants the plan when the invoice is paid before the checkout completes', async () => {
    const userId = await context.createUser('early-invoice');
    context.hold.on = true;
    const { events } = await subscribe(userId);
    context.hold.on = false;
    expect(await context.stripe.deliver(eventOfType(events, 'invoice.paid'))).toBe(200);
    const role = await context.database.db.userRole.findUnique({ where: { userId_role: { userId, role: 'PLATINUM' } } });
    expect(role?.source).toBe('stripe');
    expect(await context.stripe.deliver(eventOfType(events, 'checkout.session.completed'))).toBe(200);
    expect(await context.database.db.subscription.count({ where: { userId, status: 'ACTIVE' } })).toBe(1);
  });

  it('does not let a Platinum member start another payment', async () => {
    const userId = await context.createUser('member');
    await subscribe(userId);
    const eventsBefore = context.stripe.events.length;
    const { startCheckout } = await import('@/lib/payments/checkout');
    await expect(startCheckout(userId, 'en')).rejects.toMatchObject({ code: 'conflict', messageKey: 'Errors.payments.alreadyMember' });
    expect(context.stripe.events.length).toBe(eventsBefore);
    expect(await context.database.db.subscription.count({ where: { userId } })).toBe(1);
  });

  it('refuses a checkout without the payment agreement', () => {
    expect(thrownBy(() => parseOrThrow(checkoutConfirmSchema, {}))).toMatchObject({ code: 'invalidInput', fields: { agreePayment: 'Errors.payments.agreementRequired' } });
  });

  it('stops the renewal on cancellation and keeps access until the period ends', async () => {
    const userId = await context.createUser('cancel');
    const { events } = await subscribe(userId);
    const subscriptionId = String(objectOf(eventOfType(events, 'customer.subscription.created')).id);
    const { cancelRenewal, getBilling } = await import('@/lib/payments/billing');
    const { accessUntil } = await cancelRenewal(userId);
    expect(context.stripe.subscription(subscriptionId)?.cancel_at_period_end).toBe(true);
    const billing = await getBilling(userId);
    expect(billing).toMatchObject({ hasPlatinum: true, status: 'cancelling', canCancel: false });
    expect(billing.expiresAt?.getTime()).toBe(accessUntil?.getTime());
    await expect(cancelRenewal(userId)).rejects.toMatchObject({ messageKey: 'Errors.payments.nothingToCancel' });

    const deleted = await context.stripe.endSubscription(subscriptionId);
    expect(context.stripe.deliveries.get(String(deleted.id))).toBe(200);
    expect(await getBilling(userId)).toMatchObject({ hasPlatinum: false, status: 'ended', canCancel: false });
    expect(await context.database.db.userRole.count({ where: { userId } })).toBe(0);
  });
});

describe('before the payment', () => {
  it('saves the information step and refuses buyers under 18 without writing', async () => {
    const userId = await context.createUser('profile');
    const { savePaymentProfile } = await import('@/lib/payments/payment-profile');
    await savePaymentProfile(userId, { nickname: 'Buyer', birthdate: '1990-04-01', showAdult: true });
    const tooYoung = `${new Date().getUTCFullYear() - 17}-01-01`;
    await expect(savePaymentProfile(userId, { nickname: 'Minor', birthdate: tooYoung, showAdult: false })).rejects.toMatchObject({
      fields: { birthdate: 'Errors.payments.underAge' },
    });
    expect(await context.database.db.user.findUniqueOrThrow({ where: { id: userId }, select: { nickname: true, showAdult: true } })).toEqual({
      nickname: 'Buyer',
      showAdult: true,
    });
  });

  it('starts the free trial once, without payment, and lets the trial member buy the plan', async () => {
    const userId = await context.createUser('trial');
    const { activateFreeTrial } = await import('@/lib/payments/free-trial');
    const { until } = await activateFreeTrial(userId);
    const role = await context.database.db.userRole.findUniqueOrThrow({ where: { userId_role: { userId, role: 'PLATINUM' } } });
    expect(role).toMatchObject({ source: 'trial', expiresAt: until });
    await expect(activateFreeTrial(userId)).rejects.toMatchObject({ messageKey: 'Errors.payments.trialUsed' });

    await subscribe(userId);
    const paid = await context.database.db.userRole.findUniqueOrThrow({ where: { userId_role: { userId, role: 'PLATINUM' } } });
    expect(paid.source).toBe('stripe');
    expect(paid.expiresAt!.getTime()).toBeGreaterThan(until.getTime());
  });
});
