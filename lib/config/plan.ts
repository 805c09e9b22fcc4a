// Business constants of the seed (section 9); the event row in the database repeats them for later features,
// but the public top page must render without a database.
export const platinumPlan = {
  monthlyPriceYen: 2000,
  campaignPriceYen: 1000,
  validUntil: new Date('2025-08-31T23:59:00+09:00'),
  minimumAge: 18,
} as const;
