import type { PlanStopData } from './plan-day-data';

// The day's budget in yen: each stop's planned spend (an amount the member typed, or the prices of the
// works ticked), what was spent (the planned spend of the stops marked bought) and what is left of the cap.

export function plannedSpend(stop: Pick<PlanStopData, 'works' | 'plannedWorkIds' | 'plannedYen'>): number {
  if (stop.plannedYen !== null) return stop.plannedYen;
  const ticked = new Set(stop.plannedWorkIds);
  return stop.works.reduce((sum, work) => sum + (ticked.has(work.id) ? (work.priceYen ?? 0) : 0), 0);
}

export type BudgetTotals = { planned: number; spent: number; left: number | null };

export function budgetTotals(stops: readonly Pick<PlanStopData, 'works' | 'plannedWorkIds' | 'plannedYen' | 'visit'>[], capYen: number | null): BudgetTotals {
  let planned = 0;
  let spent = 0;
  for (const stop of stops) {
    const amount = plannedSpend(stop);
    planned += amount;
    if (stop.visit === 'BOUGHT') spent += amount;
  }
  return { planned, spent, left: capYen === null ? null : capYen - spent };
}

/** Yen in the member's own currency at the rate they entered (yen for one unit), to two decimals. */
export function inOwnCurrency(yen: number, yenPerUnit: number): number {
  return Math.round((yen / yenPerUnit) * 100) / 100;
}
