import 'server-only';
import { isAdult } from '@/lib/auth/permissions';
import { loadCurrentUser, type CurrentUser } from '@/lib/auth/session-user';
import { db } from '@/lib/db';
import { AppError } from '@/lib/errors';
import { todayInJapan } from '@/lib/time/japan-time';
import { mayPurchase, platinumHolding } from './membership';
import { planOffer, type PlanOffer } from './plan-offer';
import { getPlanEvent } from './plan-event';

/**
 * Everything that must hold before a plan is started, read fresh from the database: the plan is on
 * sale, the user is 18 or older, and does not hold Platinum already.
 */
export async function purchasableFor(userId: string, now: Date): Promise<{ user: CurrentUser; offer: PlanOffer }> {
  const [user, event, holding] = await Promise.all([loadCurrentUser(userId, now), getPlanEvent(), platinumHolding(db, userId, now)]);
  if (!user) throw new AppError('notFound', 'Errors.account.notFound');
  const offer = planOffer(event, now);
  if (!offer.onSale) throw new AppError('conflict', 'Errors.payments.salesClosed');
  if (!mayPurchase(holding)) throw new AppError('conflict', 'Errors.payments.alreadyMember');
  if (!isAdult(user, todayInJapan(now))) throw new AppError('forbidden', 'Errors.payments.underAge');
  return { user, offer };
}
