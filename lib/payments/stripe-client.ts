import 'server-only';
import Stripe from 'stripe';
import { getConfig } from '@/lib/config/get-config';
import type { PaymentsConfig } from '@/lib/config/payments';
import { AppError } from '@/lib/errors';

let cached: { config: PaymentsConfig; stripe: Stripe } | undefined;

/** The Stripe client of this server, or undefined when payments are not configured. */
export function getStripe(): Stripe | undefined {
  const config = getConfig().payments;
  if (!config) return undefined;
  if (cached?.config !== config) {
    const stripe = new Stripe(config.secretKey, {
      ...(config.api && { host: config.api.host, port: config.api.port, protocol: config.api.protocol }),
      // A stand-in answers at once or not at all; Stripe itself is worth a couple of retries.
      maxNetworkRetries: config.api ? 0 : 2,
      telemetry: false,
    });
    cached = { config, stripe };
  }
  return cached.stripe;
}

export function requireStripe(): { stripe: Stripe; config: PaymentsConfig } {
  const stripe = getStripe();
  const config = getConfig().payments;
  if (!stripe || !config) throw new AppError('forbidden', 'Errors.payments.notConfigured');
  return { stripe, config };
}
