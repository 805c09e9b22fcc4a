import 'server-only';
import { db } from '@/lib/db';
import { AppError } from '@/lib/errors';
import { lockPlan, refreshPlatinumGrant } from './membership';
import { purchasableFor } from './purchase-checks';

/**
 * Inside the event's free-trial window a signed-up adult holds Platinum without paying until the
 * window ends; once per account. The caller has the user's agreement (freeTrialSchema).
 */
export async function activateFreeTrial(userId: string, now = new Date()): Promise<{ until: Date }> {
  const { offer } = await purchasableFor(userId, now);
  const until = offer.freeTrialUntil;
  if (!until) throw new AppError('conflict', 'Errors.payments.trialClosed');
  await db.$transaction(async (tx) => {
    await lockPlan(tx, `user:${userId}`);
    const used = await tx.subscription.findFirst({ where: { userId, status: 'TRIALING', stripeSubscriptionId: null }, select: { id: true } });
    if (used) throw new AppError('conflict', 'Errors.payments.trialUsed');
    await tx.subscription.create({ data: { userId, plan: 'PLATINUM', status: 'TRIALING', currentPeriodEnd: until, expiresAt: until } });
    await refreshPlatinumGrant(tx, userId, now);
  });
  return { until };
}
