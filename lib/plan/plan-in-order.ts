import { applySavedOrder, computeRoute, stopsInOrder } from './day-route';
import type { PlanDayData, PlanStopData } from './plan-day-data';

/** The day's stops as the member's plan walks them: the computed route, or their own order. */
export function planInOrder(data: PlanDayData): PlanStopData[] {
  return stopsInOrder(data.stops, applySavedOrder(computeRoute(data, data.entranceHall).circleIds, data.savedOrder));
}
