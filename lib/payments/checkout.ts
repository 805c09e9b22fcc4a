import 'server-only';
import Stripe from 'stripe';
import type { CurrentUser } from '@/lib/auth/session-user';
import { getConfig } from '@/lib/config/get-config';
import { db } from '@/lib/db';
import { AppError } from '@/lib/errors';
import type { Prisma } from '@/lib/generated/prisma/client';
import type { AppLocale } from '@/lib/i18n/locales';
import { checkoutChange } from './checkout-sync';
import { payPaths } from './pay-paths';
import { getPlanEvent } from './plan-event';
import type { PlanOffer } from './plan-offer';
import { purchasableFor } from './purchase-checks';
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

// How long a Checkout session can be paid (Stripe allows 30 minutes to 24 hours), and how much of that
// must be left for a second "pay" to be sent to it rather than to a new one.
const checkoutLifetimeMs = 60 * 60 * 1000;
const checkoutReuseMarginMs = 10 * 60 * 1000;

/** Whether Stripe still takes payment on a session; one it does not know (other keys, deleted) does not. */
async function stillOpen(stripe: Stripe, sessionId: string): Promise<boolean> {
  try {
    return (await stripe.checkout.sessions.retrieve(sessionId)).status === 'open';
  } catch (error) {
    if (error instanceof Stripe.errors.StripeInvalidRequestError) return false;
    throw error;
  }
}

/**
 * The session this user was last sent to, if Stripe still takes payment on it at the same amount. One
 * that was paid, expired, is about to expire or is unknown to Stripe is forgotten, and a new one is made.
 */
async function openCheckoutOf(tx: Prisma.TransactionClient, stripe: Stripe, userId: string, amountYen: number, now: Date): Promise<string | undefined> {
  const stored = await tx.checkoutSession.findFirst({ where: { userId }, orderBy: { createdAt: 'desc' } });
  if (!stored) return undefined;
  const usable = stored.amountYen === amountYen && stored.expiresAt.getTime() - now.getTime() > checkoutReuseMarginMs;
  if (usable && (await stillOpen(stripe, stored.id))) return stored.url;
  await tx.checkoutSession.deleteMany({ where: { userId } });
  return undefined;
}

/**
 * The "pay" step: a Stripe Checkout session in subscription mode, in yen, for cards and the wallets
 * that ride on them (Apple Pay, Google Pay). Returns the address of Stripe's payment page. Steps of one
 * user run one after another (a lock per user), and while a session of theirs can still be paid every
 * step leads to it: two tabs or a double click cannot pay the plan twice. The caller has the user's
 * payment agreement (checkoutConfirmSchema).
 */
export async function startCheckout(userId: string, locale: AppLocale, now = new Date()): Promise<{ url: string }> {
  const { stripe, config } = requireStripe();
  const { user, offer } = await purchasableFor(userId, now);
  try {
    // Stripe is called inside the transaction: the lock must cover reading, creating and storing.
    return await db.$transaction(
      async (tx) => {
        await tx.$executeRaw`SELECT pg_advisory_xact_lock(hashtext(${`checkout:${user.id}`}))`;
        const open = await openCheckoutOf(tx, stripe, user.id, offer.priceYen, now);
        if (open) return { url: open };
        const session = await createCheckoutSession({ stripe, config }, user, offer, locale, now);
        await tx.checkoutSession.create({
          data: { id: session.id, userId: user.id, url: session.url, amountYen: offer.priceYen, expiresAt: session.expiresAt },
        });
        return { url: session.url };
      },
      { maxWait: 20_000, timeout: 30_000 },
    );
  } catch (error) {
    return providerUnavailable(error);
  }
}

async function createCheckoutSession(
  { stripe, config }: ReturnType<typeof requireStripe>,
  user: CurrentUser,
  offer: PlanOffer,
  locale: AppLocale,
  now: Date,
): Promise<{ id: string; url: string; expiresAt: Date }> {
  const origin = getConfig().origin;
  const priceId = offer.campaign ? config.campaignPriceId : config.priceId;
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
    expires_at: Math.floor((now.getTime() + checkoutLifetimeMs) / 1000),
  });
  if (!session.url) throw new Error(`Checkout session ${session.id} has no payment page`);
  return { id: session.id, url: session.url, expiresAt: new Date(session.expires_at * 1000) };
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
