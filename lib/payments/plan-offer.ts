/** The plan fields of the event row: prices, the plan's end and the two campaign windows. */
export interface PlanEvent {
  code: string;
  planValidUntil: Date;
  monthlyPriceYen: number;
  campaignPriceYen: number;
  campaignStartsAt: Date | null;
  campaignEndsAt: Date | null;
  freeTrialStartsAt: Date | null;
  freeTrialEndsAt: Date | null;
}

export interface PlanOffer {
  eventCode: string;
  priceYen: number;
  regularPriceYen: number;
  /** The launch campaign's price, quoted by the legal and help pages whether or not it runs today. */
  campaignPriceYen: number;
  campaign: boolean;
  campaignUntil: Date | null;
  /** Every purchase ends here, whenever it was made. */
  validUntil: Date;
  /** Until when a signed-up user can hold the plan without paying, while the trial window is open. */
  freeTrialUntil: Date | null;
  /** The plan can still be bought: its validity has not ended. */
  onSale: boolean;
}

function within(now: Date, startsAt: Date | null, endsAt: Date | null): boolean {
  return startsAt !== null && endsAt !== null && startsAt <= now && now <= endsAt;
}

export function planOffer(event: PlanEvent, now: Date): PlanOffer {
  const campaign = within(now, event.campaignStartsAt, event.campaignEndsAt);
  const onSale = now < event.planValidUntil;
  const trialOpen = onSale && within(now, event.freeTrialStartsAt, event.freeTrialEndsAt) && event.freeTrialEndsAt !== null;
  return {
    eventCode: event.code,
    priceYen: campaign ? event.campaignPriceYen : event.monthlyPriceYen,
    regularPriceYen: event.monthlyPriceYen,
    campaignPriceYen: event.campaignPriceYen,
    campaign,
    campaignUntil: campaign ? event.campaignEndsAt : null,
    validUntil: event.planValidUntil,
    freeTrialUntil: trialOpen && event.freeTrialEndsAt ? earlier(event.freeTrialEndsAt, event.planValidUntil) : null,
    onSale,
  };
}

export function earlier(a: Date, b: Date): Date {
  return a <= b ? a : b;
}
