import 'server-only';
import { cache } from 'react';
import { getPlanEvent } from './plan-event';
import { planOffer, type PlanOffer } from './plan-offer';

/**
 * The plan as every screen states it (top page, help, legal notice, upsell dialog, /pay): one read of the
 * event row per request, so no screen can quote a price or a date the checkout would not charge.
 */
export const getCurrentPlanOffer = cache(async (): Promise<PlanOffer> => planOffer(await getPlanEvent(), new Date()));
