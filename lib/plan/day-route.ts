import type { PlanDayData, PlanStopData } from './plan-day-data';
import { planRoute, type PlannedRoute } from './plan-route';
import { colourPriorities, priorityClasses, stopRank, type PriorityClass } from './priorities';
import { entrancePoint } from './walking-distance';

// The day's stops in walking order, as the plan page shows them: the computed route, unless the member
// moved stops, whose order then stands (stops added since go after it, in route order).

export function priorityOfColour(settings: PlanDayData['settings']): (colour: number) => PriorityClass {
  const chosen = new Map<number, PriorityClass>();
  for (const priority of priorityClasses) for (const colour of settings.priorities[priority]) chosen.set(colour, priority);
  return colourPriorities(settings.labelledColours, chosen);
}

export function computeRoute(data: Pick<PlanDayData, 'stops' | 'halls' | 'settings'>, entranceHall: string): PlannedRoute {
  const priorityOf = priorityOfColour(data.settings);
  const halls = data.halls.map((hall) => hall.rect);
  const entrance = Math.max(0, data.halls.findIndex((hall) => hall.key === entranceHall));
  return planRoute({
    halls,
    start: entrancePoint(halls, entrance),
    stops: data.stops.map((stop) => ({ circleId: stop.circleId, point: { x: stop.x, y: stop.y, hall: stop.hall }, priority: stopRank(stop.pinned, priorityOf(stop.color)), order: stop.order })),
  });
}

/** The member's saved order over the computed one; ids no longer among the stops are dropped. */
export function applySavedOrder(routeIds: readonly number[], saved: readonly number[]): number[] {
  if (saved.length === 0) return [...routeIds];
  const present = new Set(routeIds);
  const kept = saved.filter((id) => present.has(id));
  const listed = new Set(kept);
  return [...kept, ...routeIds.filter((id) => !listed.has(id))];
}

/** The order with the stop at `from` moved to `to` (both indices into the order). */
export function moveStop(order: readonly number[], from: number, to: number): number[] {
  if (from < 0 || from >= order.length || to < 0 || to >= order.length || from === to) return [...order];
  const next = [...order];
  const [moved] = next.splice(from, 1);
  next.splice(to, 0, moved!);
  return next;
}

export function stopsInOrder(stops: readonly PlanStopData[], order: readonly number[]): PlanStopData[] {
  const byId = new Map(stops.map((stop) => [stop.circleId, stop]));
  return order.flatMap((id) => byId.get(id) ?? []);
}
