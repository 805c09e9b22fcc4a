import { priorityOfColour } from './day-route';
import type { PlanDayData, PlanStopData } from './plan-day-data';
import { stopRank } from './priorities';

// The walk starts at the entrance the member chose, but its first stop can be in another hall: pinned
// circles and priority colours come first wherever they are (decision 030). Then the plan says so and
// why, and offers to start there instead.

/**
 * Why the first stop is away from the entrance: the member's own order, a pinned circle, a priority
 * colour, no stop at the entrance at all, or a walk that is shorter overall that way.
 */
export const startReasons = ['ownOrder', 'pinned', 'priority', 'noStopThere', 'shorter'] as const;
export type StartReason = (typeof startReasons)[number];

export type RouteStart = { hallKey: string; reason: StartReason };

/**
 * Where the walk really starts when that is another hall than the entrance's; null when it starts where
 * it says (or there is nothing to walk).
 */
export function startAwayFromEntrance(ordered: readonly PlanStopData[], data: Pick<PlanDayData, 'halls' | 'settings'>, entranceHall: string, ownOrder: boolean): RouteStart | null {
  const first = ordered[0];
  const hallKey = first ? data.halls[first.hall]?.key : undefined;
  if (!first || !hallKey || hallKey === entranceHall) return null;
  if (ownOrder) return { hallKey, reason: 'ownOrder' };
  if (first.pinned) return { hallKey, reason: 'pinned' };
  const entrance = data.halls.findIndex((hall) => hall.key === entranceHall);
  const priorityOf = priorityOfColour(data.settings);
  const rank = (stop: PlanStopData) => stopRank(stop.pinned, priorityOf(stop.color));
  const atEntrance = ordered.filter((stop) => stop.hall === entrance);
  if (atEntrance.length === 0) return { hallKey, reason: 'noStopThere' };
  return { hallKey, reason: atEntrance.some((stop) => rank(stop) > rank(first)) ? 'priority' : 'shorter' };
}
