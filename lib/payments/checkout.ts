import 'server-only';
import Stripe from 'stripe';
import { getConfig } from '@/lib/config/get-config';
import { db } from '@/lib/db';
import { AppError, parseOrThrow } from '@/lib/errors';
import type { AppLocale } from '@/lib/i18n/locales';
import { checkoutChange } from './checkout-sync';
import { payPaths } from './pay-paths';
import { getPlanEvent } from './plan-event';
import { purchasableFor } from './purchase-checks';
import { checkoutConfirmSchema } from './schemas';
import { requireStripe } from './stripe-client';

function providerUnavailable(error: unknown): never {
  if (error instanceof Stripe.errors.StripeError) {
    console.error('Stripe refused or did not answer', error);
    throw new AppError('conflict', 'Errors.payments.providerUnavailable', { cause: error });
  }
  throw error;
}

/** The customer of the user's earlier subscriptions, or a new one. */
async function customerFor(stripe: Stripe, user: { id: string; email: string | null; nickname: string }, locale: AppLocale): Promise<string> {
  const earlier = await db.subscription.findFirst({
    where: { userId: user.id, stripeCustomerId: { not: null } },
    orderBy: { createdAt: 'desc' },
    select: { stripeCustomerId: true },
  });
  if (earlier?.stripeCustomerId) return earlier.stripeCustomerId;
  const customer = await stripe.customers.create({
    ...(user.email && { email: user.email }),
    name: user.nickname,
    preferred_locales: [locale],
    metadata: { userId: user.id },
  });
  return customer.id;
}

/**
 * The "pay" step: a Stripe Checkout session in subscription mode, in yen, for cards and the wallets
 * that ride on them (Apple Pay, Google Pay). Returns the address of Stripe's payment page.
 */
export async function startCheckout(userId: string, input: unknown, locale: AppLocale, now = new Date()): Promise<{ url: string }> {
  parseOrThrow(checkoutConfirmSchema, input);
  const { stripe, config } = requireStripe();
  const { user, offer } = await purchasableFor(userId, now);
  const origin = getConfig().origin;
  const priceId = offer.campaign ? config.campaignPriceId : config.priceId;
  try {
    const customer = await customerFor(stripe, user, locale);
    const session = await stripe.checkout.sessions.create({
      mode: 'subscription',
      customer,
      client_reference_id: user.id,
      locale,
      // Apple Pay and Google Pay are card payments to Stripe: allowing cards offers both wallets.
      allowed_payment_method_types: ['card'],
      line_items: [
        priceId
          ? { price: priceId, quantity: 1 }
          : {
              quantity: 1,
              price_data: {
                currency: 'jpy',
                unit_amount: offer.priceYen,
                recurring: { interval: 'month' },
                tax_behavior: 'inclusive',
                product_data: { name: `Platinum (${offer.eventCode})` },
              },
            },
      ],
      subscription_data: { metadata: { userId: user.id, eventCode: offer.eventCode } },
      metadata: { userId: user.id },
      success_url: `${origin}${payPaths.start}?session_id={CHECKOUT_SESSION_ID}`,
      cancel_url: `${origin}${payPaths.cancel}`,
    });
    if (!session.url) throw new Error(`Checkout session ${session.id} has no payment page`);
    return { url: session.url };
  } catch (error) {
    return providerUnavailable(error);
  }
}

/**
 * The return from Stripe Checkout: the session is read back and, when it is this user's and complete,
 * written exactly as its webhook would be, so access starts even before the webhook arrives.
 */
export async function completeCheckout(userId: string, sessionId: string): Promise<{ until: Date | null }> {
  const { stripe } = requireStripe();
  const plan = await getPlanEvent();
  let session: Stripe.Checkout.Session;
  try {
    session = await stripe.checkout.sessions.retrieve(sessionId);
  } catch (error) {
    if (error instanceof Stripe.errors.StripeInvalidRequestError) throw new AppError('notFound', 'Errors.payments.checkoutNotFound', { cause: error });
    return providerUnavailable(error);
  }
  if (session.client_reference_id !== userId) throw new AppError('notFound', 'Errors.payments.checkoutNotFound');
  if (session.status !== 'complete') throw new AppError('conflict', 'Errors.payments.checkoutIncomplete');
  const change = await checkoutChange(stripe, session, plan.planValidUntil);
  if (change) await db.$transaction((tx) => change(tx, new Date()));
  const grant = await db.userRole.findUnique({ where: { userId_role: { userId, role: 'PLATINUM' } }, select: { expiresAt: true } });
  return { until: grant?.expiresAt ?? null };
}
