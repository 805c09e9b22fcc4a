import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { SessionUser } from '@/lib/auth/session-user';
import { sessionUser } from '@/tests/support/session-user';
import { createTestDatabase, type TestDatabase } from '@/tests/helpers/test-database';

// What `/pay` offers an adult member without the plan depends on whether the operator set up Stripe:
// without keys the page must know payments are off (it then says so and disables the steps).

const day = 86_400_000;
let database: TestDatabase;
let user: SessionUser;

beforeAll(async () => {
  database = await createTestDatabase();
  Object.assign(process.env, { DATABASE_URL: database.url, APP_ORIGIN: 'http://localhost:3000', AUTH_SECRET: 'test-secret-test-secret-test-secret-0123', EVENT: 'C999' });
  for (const name of ['STRIPE_SECRET_KEY', 'STRIPE_WEBHOOK_SECRET', 'STRIPE_PRICE_ID', 'STRIPE_CAMPAIGN_PRICE_ID', 'STRIPE_API_URL']) delete process.env[name];
  const now = Date.now();
  await database.db.event.create({
    data: { code: 'C999', nameEn: 'Test event', nameJa: 'テストイベント', nameZh: '测试活动', planValidUntil: new Date(now + 60 * day), monthlyPriceYen: 2000, campaignPriceYen: 1000 },
  });
  const row = await database.db.user.create({ data: { email: 'adult@example.com', birthdate: new Date('1990-04-01'), nickname: 'Adult', showAdult: true } });
  user = sessionUser({ id: row.id, email: row.email, nickname: row.nickname, birthdate: '1990-04-01' });
});

afterAll(async () => {
  const { db } = await import('@/lib/db');
  await db.$disconnect();
  await database?.drop();
});

async function paymentsConfiguredOnPay(): Promise<boolean | undefined> {
  const { payView } = await import('@/lib/payments/pay-view');
  const view = await payView(user, {});
  expect(view.kind).toBe('steps');
  return view.kind === 'steps' ? view.paymentsConfigured : undefined;
}

describe('the pay page’s view of an adult member without the plan', () => {
  it('knows payments are off when the server has no Stripe keys', async () => {
    expect(await paymentsConfiguredOnPay()).toBe(false);
  });

  it('offers the steps once the keys are set', async () => {
    const { db } = await import('@/lib/db');
    await db.$disconnect();
    vi.resetModules();
    Object.assign(process.env, { STRIPE_SECRET_KEY: 'sk_test_pay_view', STRIPE_WEBHOOK_SECRET: 'whsec_pay_view' });
    expect(await paymentsConfiguredOnPay()).toBe(true);
  });
});
