import 'server-only';
import { getConfig } from '@/lib/config/get-config';
import { db } from '@/lib/db';
import { AppError } from '@/lib/errors';
import type { PlanEvent } from './plan-offer';

/** The configured event's plan data: prices, the plan's end and the campaign windows. */
export async function getPlanEvent(): Promise<PlanEvent> {
  const event = await db.event.findUnique({
    where: { code: getConfig().eventCode },
    select: {
      code: true,
      planValidUntil: true,
      monthlyPriceYen: true,
      campaignPriceYen: true,
      campaignStartsAt: true,
      campaignEndsAt: true,
      freeTrialStartsAt: true,
      freeTrialEndsAt: true,
    },
  });
  if (!event) throw new AppError('notFound', 'Errors.payments.noEvent');
  return event;
}
