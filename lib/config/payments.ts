import { z } from 'zod';

/** Stripe as this server uses it; undefined when no keys are configured (payments are then off). */
export interface PaymentsConfig {
  secretKey: string;
  webhookSecret: string;
  /** Stripe Price ids; without them each checkout sends the event's price as inline price data. */
  priceId: string | undefined;
  campaignPriceId: string | undefined;
  /** Another API address than Stripe's own (a local stand-in in tests). */
  api: { host: string; port: number; protocol: 'http' | 'https' } | undefined;
}

const priceId = z.string().regex(/^price_[A-Za-z0-9_]+$/, 'must be a Stripe price id (price_…)').optional();

export const paymentsEnvShape = {
  STRIPE_SECRET_KEY: z.string().regex(/^(sk|rk)_[A-Za-z0-9_]+$/, 'must be a Stripe secret key (sk_… or rk_…)').optional(),
  STRIPE_WEBHOOK_SECRET: z.string().regex(/^whsec_[A-Za-z0-9_+/=]+$/, 'must be a Stripe webhook signing secret (whsec_…)').optional(),
  STRIPE_PRICE_ID: priceId,
  STRIPE_CAMPAIGN_PRICE_ID: priceId,
  STRIPE_API_URL: z.url({ protocol: /^https?$/, error: 'must be an absolute http(s) URL' }).optional(),
};

type PaymentsEnv = { [Key in keyof typeof paymentsEnvShape]?: string | undefined };

// Half a configuration is a deployment mistake, not "payments off".
export function paymentsConfigProblems(env: Record<string, string>): string[] {
  const hasKey = 'STRIPE_SECRET_KEY' in env;
  const hasSecret = 'STRIPE_WEBHOOK_SECRET' in env;
  if (hasKey && !hasSecret) return ['STRIPE_WEBHOOK_SECRET is required when STRIPE_SECRET_KEY is set'];
  if (hasSecret && !hasKey) return ['STRIPE_SECRET_KEY is required when STRIPE_WEBHOOK_SECRET is set'];
  return [];
}

export function paymentsConfigFrom(env: PaymentsEnv): PaymentsConfig | undefined {
  if (!env.STRIPE_SECRET_KEY || !env.STRIPE_WEBHOOK_SECRET) return undefined;
  const api = env.STRIPE_API_URL ? new URL(env.STRIPE_API_URL) : undefined;
  const protocol = api?.protocol === 'http:' ? 'http' : 'https';
  return {
    secretKey: env.STRIPE_SECRET_KEY,
    webhookSecret: env.STRIPE_WEBHOOK_SECRET,
    priceId: env.STRIPE_PRICE_ID,
    campaignPriceId: env.STRIPE_CAMPAIGN_PRICE_ID,
    api: api && { host: api.hostname, port: Number(api.port || (protocol === 'http' ? 80 : 443)), protocol },
  };
}
