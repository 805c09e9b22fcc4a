import { describe, expect, it } from 'vitest';
import { planOffer, type PlanEvent } from '@/lib/payments/plan-offer';

// The demo event's shape: two days from 2026-12-30, plan until the last day 23:59 JST.
const event: PlanEvent = {
  code: 'C999',
  planValidUntil: new Date('2026-12-31T14:59:00Z'),
  monthlyPriceYen: 2000,
  campaignPriceYen: 1000,
  campaignStartsAt: new Date('2026-10-30T15:00:00Z'),
  campaignEndsAt: new Date('2026-12-16T14:59:00Z'),
  freeTrialStartsAt: new Date('2026-11-14T15:00:00Z'),
  freeTrialEndsAt: new Date('2026-11-29T14:59:00Z'),
};

describe('planOffer', () => {
  it('sells at the regular price before the campaign, with no trial', () => {
    const offer = planOffer(event, new Date('2026-10-01T00:00:00Z'));
    expect(offer).toMatchObject({ priceYen: 2000, regularPriceYen: 2000, campaign: false, campaignUntil: null, freeTrialUntil: null, onSale: true });
    expect(offer.validUntil).toEqual(event.planValidUntil);
  });

  it('sells at the campaign price inside the campaign window, up to its last minute', () => {
    expect(planOffer(event, new Date('2026-10-30T15:00:00Z'))).toMatchObject({ priceYen: 1000, campaign: true, campaignUntil: event.campaignEndsAt });
    expect(planOffer(event, new Date('2026-12-16T14:59:00Z')).priceYen).toBe(1000);
    expect(planOffer(event, new Date('2026-12-16T15:00:00Z')).priceYen).toBe(2000);
  });

  it('offers the free trial only inside its window, ending with it', () => {
    expect(planOffer(event, new Date('2026-11-14T14:59:59Z')).freeTrialUntil).toBeNull();
    expect(planOffer(event, new Date('2026-11-20T00:00:00Z')).freeTrialUntil).toEqual(event.freeTrialEndsAt);
    expect(planOffer(event, new Date('2026-11-29T15:00:00Z')).freeTrialUntil).toBeNull();
  });

  it('stops selling when the plan ends, and ends a trial window that outlasts it with the plan', () => {
    expect(planOffer(event, new Date('2026-12-31T14:59:00Z')).onSale).toBe(false);
    const late = { ...event, freeTrialEndsAt: new Date('2027-01-10T00:00:00Z') };
    expect(planOffer(late, new Date('2026-12-20T00:00:00Z')).freeTrialUntil).toEqual(event.planValidUntil);
  });

  it('has no campaign or trial when the event defines none', () => {
    const plain = { ...event, campaignStartsAt: null, campaignEndsAt: null, freeTrialStartsAt: null, freeTrialEndsAt: null };
    expect(planOffer(plain, new Date('2026-11-20T00:00:00Z'))).toMatchObject({ priceYen: 2000, campaign: false, freeTrialUntil: null });
  });
});
