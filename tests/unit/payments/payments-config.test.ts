import { describe, expect, it } from 'vitest';
import { ConfigError, parseConfig } from '@/lib/config/schema';
import { paymentProfileInput, paymentProfileSchema } from '@/lib/payments/schemas';
import { parseStripeForm } from '@/tests/support/stripe-stand-in-objects';

describe('payments configuration', () => {
  it('is off without keys, the embedded default', () => {
    expect(parseConfig({}).payments).toBeUndefined();
  });

  it('reads the keys, the prices and a stand-in API address', () => {
    const config = parseConfig({
      STRIPE_SECRET_KEY: 'sk_test_abc',
      STRIPE_WEBHOOK_SECRET: 'whsec_abc',
      STRIPE_CAMPAIGN_PRICE_ID: 'price_campaign',
      STRIPE_API_URL: 'http://127.0.0.1:3513',
    });
    expect(config.payments).toEqual({
      secretKey: 'sk_test_abc',
      webhookSecret: 'whsec_abc',
      priceId: undefined,
      campaignPriceId: 'price_campaign',
      api: { host: '127.0.0.1', port: 3513, protocol: 'http' },
    });
  });

  it('refuses half a configuration and malformed keys, naming each variable', () => {
    expect(() => parseConfig({ STRIPE_SECRET_KEY: 'sk_test_abc' })).toThrow(/STRIPE_WEBHOOK_SECRET/);
    let error: unknown;
    try {
      parseConfig({ STRIPE_SECRET_KEY: 'pk_test_abc', STRIPE_WEBHOOK_SECRET: 'secret', STRIPE_PRICE_ID: 'prod_1' });
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(ConfigError);
    for (const name of ['STRIPE_SECRET_KEY', 'STRIPE_WEBHOOK_SECRET', 'STRIPE_PRICE_ID']) expect((error as ConfigError).message).toContain(name);
  });
});

describe('the payment information step', () => {
  it('reads the form fields into a profile', () => {
    const parsed = paymentProfileSchema.parse(paymentProfileInput({ nickname: ' Tester ', year: '1990', month: '4', day: '1', showAdult: 'on' }));
    expect(parsed).toEqual({ nickname: 'Tester', birthdate: '1990-04-01', showAdult: true });
  });

  it('reports each bad field with a message key', () => {
    const result = paymentProfileSchema.safeParse(paymentProfileInput({ nickname: '', year: '1990', month: '2', day: '30' }));
    expect(result.success).toBe(false);
    const paths = result.error?.issues.map((issue) => [issue.path.join('.'), issue.message]);
    expect(paths).toEqual([
      ['nickname', 'Errors.field.required'],
      ['birthdate', 'Errors.field.invalidDate'],
    ]);
  });
});

describe('the Stripe stand-in', () => {
  it('reads Stripe’s form encoding back into objects and lists', () => {
    const body = new URLSearchParams([
      ['mode', 'subscription'],
      ['line_items[0][quantity]', '1'],
      ['line_items[0][price_data][unit_amount]', '1000'],
      ['subscription_data[metadata][userId]', 'u1'],
      ['allowed_payment_method_types[0]', 'card'],
      ['expand[]', 'subscription'],
      ['expand[]', 'customer'],
    ]).toString();
    expect(parseStripeForm(body)).toEqual({
      mode: 'subscription',
      line_items: [{ quantity: '1', price_data: { unit_amount: '1000' } }],
      subscription_data: { metadata: { userId: 'u1' } },
      allowed_payment_method_types: ['card'],
      expand: ['subscription', 'customer'],
    });
  });
});
