import 'server-only';
import type { z } from 'zod';
import { calendarDateFromDb } from '@/lib/time/calendar-date';
import { isAdult } from '@/lib/auth/permissions';
import type { SessionUser } from '@/lib/auth/session-user';
import { getConfig } from '@/lib/config/get-config';
import { db } from '@/lib/db';
import { isAppError, type ErrorMessageKey } from '@/lib/errors';
import { todayInJapan } from '@/lib/time/japan-time';
import { completeCheckout } from './checkout';
import { mayPurchase, platinumHolding } from './membership';
import { getPlanEvent } from './plan-event';
import { planOffer, type PlanOffer } from './plan-offer';
import type { payQuerySchema } from './schemas';

export interface PaymentProfileValues {
  nickname: string;
  birthdate: string | null;
  showAdult: boolean;
}

/** What `/pay` shows this viewer: one state of the payment flow. */
export type PayView =
  | { kind: 'visitor'; offer: PlanOffer }
  | { kind: 'complete'; offer: PlanOffer; until: Date | null; trial: boolean }
  | { kind: 'member'; offer: PlanOffer; until: Date | null }
  | { kind: 'underAge'; offer: PlanOffer }
  | { kind: 'closed'; offer: PlanOffer }
  /** The return from Stripe named a payment this user cannot complete (another user's, unfinished). */
  | { kind: 'problem'; offer: PlanOffer; messageKey: ErrorMessageKey }
  | { kind: 'steps'; offer: PlanOffer; paymentsConfigured: boolean; trialAvailable: boolean; profile: PaymentProfileValues };

async function trialUsed(userId: string): Promise<boolean> {
  return (await db.subscription.count({ where: { userId, status: 'TRIALING', stripeSubscriptionId: null } })) > 0;
}

export async function payView(user: SessionUser | null, query: z.output<typeof payQuerySchema>, now = new Date()): Promise<PayView> {
  const offer = planOffer(await getPlanEvent(), now);
  if (!user) return { kind: 'visitor', offer };
  if (query.session_id && getConfig().payments) {
    try {
      const { until } = await completeCheckout(user.id, query.session_id);
      return { kind: 'complete', offer, until, trial: false };
    } catch (error) {
      if (!isAppError(error)) throw error;
      return { kind: 'problem', offer, messageKey: error.messageKey };
    }
  }
  const holding = await platinumHolding(db, user.id, now);
  if (query.completed === 'trial' && holding.kind === 'trial') return { kind: 'complete', offer, until: holding.until, trial: true };
  if (!mayPurchase(holding)) return { kind: 'member', offer, until: holding.kind === 'none' ? null : holding.until };
  if (!isAdult(user, todayInJapan(now))) return { kind: 'underAge', offer };
  if (!offer.onSale) return { kind: 'closed', offer };
  const row = await db.user.findUniqueOrThrow({ where: { id: user.id }, select: { nickname: true, birthdate: true, showAdult: true } });
  return {
    kind: 'steps',
    offer,
    paymentsConfigured: getConfig().payments !== undefined,
    trialAvailable: offer.freeTrialUntil !== null && holding.kind === 'none' && !(await trialUsed(user.id)),
    profile: { nickname: row.nickname, birthdate: calendarDateFromDb(row.birthdate), showAdult: row.showAdult },
  };
}
