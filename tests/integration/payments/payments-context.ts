import { createTestDatabase, type TestDatabase } from '@/tests/helpers/test-database';
import { startStripeStandIn, type StripeStandIn } from '@/tests/support/stripe-stand-in';

export const appOrigin = 'http://localhost:3000';
export const webhookSecret = 'whsec_integration_test_secret';

const day = 86_400_000;

export interface PaymentsContext {
  database: TestDatabase;
  stripe: StripeStandIn;
  planValidUntil: Date;
  /** While true, the stand-in's deliveries are kept back (answered 0) for the test to send in its own order. */
  hold: { on: boolean };
  createUser(label: string): Promise<string>;
  /** The user's subscription rows, grant and payments, to compare before and after. */
  stateOf(userId: string): Promise<unknown>;
  stop(): Promise<void>;
}

/** POSTs a signed body to the webhook route handler in this process. */
export async function postWebhook(payload: string, signature: string | null): Promise<Response> {
  const { POST } = await import('@/app/api/stripe/webhook/route');
  const headers = new Headers({ 'content-type': 'application/json' });
  if (signature !== null) headers.set('stripe-signature', signature);
  return POST(new Request(`${appOrigin}/api/stripe/webhook`, { method: 'POST', body: payload, headers }));
}

/**
 * A fresh database with an event whose campaign is running (so the price is the campaign's), and the
 * Stripe stand-in delivering its webhooks to the route handler. Sets the environment before any app
 * module reads it.
 */
export async function startPaymentsContext(): Promise<PaymentsContext> {
  const hold = { on: false };
  const [database, stripe] = await Promise.all([
    createTestDatabase(),
    startStripeStandIn({
      webhookSecret,
      deliverTo: async (payload, signature) => (hold.on ? 0 : (await postWebhook(payload, signature)).status),
    }),
  ]);
  Object.assign(process.env, {
    DATABASE_URL: database.url,
    APP_ORIGIN: appOrigin,
    AUTH_SECRET: 'test-secret-test-secret-test-secret-0123',
    EVENT: 'C999',
    STRIPE_SECRET_KEY: 'sk_test_integration',
    STRIPE_WEBHOOK_SECRET: webhookSecret,
    STRIPE_API_URL: stripe.url,
  });
  const now = Date.now();
  const planValidUntil = new Date(now + 60 * day);
  await database.db.event.create({
    data: {
      code: 'C999',
      nameEn: 'Test event',
      nameJa: 'テストイベント',
      nameZh: '测试活动',
      planValidUntil,
      monthlyPriceYen: 2000,
      campaignPriceYen: 1000,
      campaignStartsAt: new Date(now - 10 * day),
      campaignEndsAt: new Date(now + 10 * day),
      freeTrialStartsAt: new Date(now - 20 * day),
      freeTrialEndsAt: new Date(now + 5 * day),
    },
  });
  return {
    database,
    stripe,
    planValidUntil,
    hold,
    async createUser(label) {
      const user = await database.db.user.create({
        data: { email: `${label}-${Math.random().toString(36).slice(2)}@example.com`, birthdate: new Date('1990-04-01'), nickname: label, showAdult: true },
      });
      return user.id;
    },
    async stateOf(userId) {
      const [subscriptions, roles, payments, events] = await Promise.all([
        database.db.subscription.findMany({ where: { userId }, orderBy: { createdAt: 'asc' }, omit: { updatedAt: true } }),
        database.db.userRole.findMany({ where: { userId } }),
        database.db.payment.findMany({ where: { userId }, orderBy: { createdAt: 'asc' } }),
        database.db.stripeEvent.count(),
      ]);
      return { subscriptions, roles, payments, events };
    },
    async stop() {
      const { db } = await import('@/lib/db');
      await stripe.idle();
      await db.$disconnect();
      await stripe.stop();
      await database.drop();
    },
  };
}
