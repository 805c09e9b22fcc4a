import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startPaymentsContext, type PaymentsContext } from './payments-context';

let context: PaymentsContext;

beforeAll(async () => {
  context = await startPaymentsContext();
});

afterAll(async () => {
  await context?.stop();
});

const start = async (userId: string, now?: Date) => (await import('@/lib/payments/checkout')).startCheckout(userId, 'en', now);
const sessionIdOf = (url: string) => new URL(url).pathname.split('/').pop() ?? '';
const minutes = (n: number) => n * 60_000;

describe('one payable checkout per member', () => {
  it('sends two pay steps started at the same moment to one Stripe session', async () => {
    const userId = await context.createUser('two-tabs');
    const [first, second] = await Promise.all([start(userId), start(userId)]);
    expect(second.url).toBe(first.url);
    expect(context.stripe.checkoutSessionsOf(userId)).toHaveLength(1);
    // The session was made to expire within the hour, and is remembered until then.
    const [session] = context.stripe.checkoutSessionsOf(userId);
    expect(Number(session?.expires_at) - Number(session?.created)).toBeLessThanOrEqual(3600);
    expect(await context.database.db.checkoutSession.count({ where: { userId } })).toBe(1);
  });

  it('cannot be paid twice: once paid, the plan is held and no new session is made', async () => {
    const userId = await context.createUser('paid-in-one-tab');
    const { url } = await start(userId);
    const again = await start(userId);
    expect(again.url).toBe(url);
    await context.stripe.pay(sessionIdOf(url));
    await context.stripe.idle();
    await expect(start(userId)).rejects.toMatchObject({ code: 'conflict', messageKey: 'Errors.payments.alreadyMember' });
    expect(context.stripe.checkoutSessionsOf(userId)).toHaveLength(1);
    expect(await context.database.db.payment.count({ where: { userId } })).toBe(1);
  });

  it('makes a new session when the last one is about to expire or was paid for a plan that has ended', async () => {
    const userId = await context.createUser('later');
    const { url } = await start(userId);
    const nearlyExpired = await start(userId, new Date(Date.now() + minutes(55)));
    expect(nearlyExpired.url).not.toBe(url);
    expect(context.stripe.checkoutSessionsOf(userId)).toHaveLength(2);
    expect(await context.database.db.checkoutSession.findMany({ where: { userId }, select: { url: true } })).toEqual([{ url: nearlyExpired.url }]);

    // Paid, then the plan ended (the subscription was deleted): paying again needs a new session.
    await context.stripe.pay(sessionIdOf(nearlyExpired.url));
    await context.stripe.idle();
    const [subscription] = await context.database.db.subscription.findMany({ where: { userId }, select: { stripeSubscriptionId: true } });
    await context.stripe.endSubscription(subscription?.stripeSubscriptionId ?? '');
    await context.database.db.userRole.deleteMany({ where: { userId } });
    const renewed = await start(userId);
    expect([url, nearlyExpired.url]).not.toContain(renewed.url);
    expect(context.stripe.checkoutSessionsOf(userId).map((session) => session.status)).toEqual(['open', 'complete', 'open']);
  });

  it('forgets a remembered session Stripe does not know', async () => {
    const userId = await context.createUser('other-keys');
    await context.database.db.checkoutSession.create({
      data: { id: 'cs_unknown_to_stripe', userId, url: 'https://checkout.example/unknown', amountYen: 1000, expiresAt: new Date(Date.now() + minutes(50)) },
    });
    const { url } = await start(userId);
    expect(url.startsWith(context.stripe.url)).toBe(true);
    expect(await context.database.db.checkoutSession.findMany({ where: { userId }, select: { url: true } })).toEqual([{ url }]);
  });
});
