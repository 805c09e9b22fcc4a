import { improvePath, nearestNeighbourPath, pathLength, type DistanceMatrix } from './path-improvement';
import { walkingDistances, type FloorPoint, type PlanRect } from './walking-distance';

// One day's walk through the favourites: the priority classes one after the other (pinned circles,
// then "must", "want", "if time"), and inside each class a short walk from wherever the previous class
// ended. Pure and synchronous: the plan page runs it in the browser.

export type RouteStop = {
  circleId: number;
  point: FloorPoint;
  /** The priority class; lower classes are walked first. */
  priority: number;
  /** Placement order (the catalogue's order of the spaces), the walk without a plan. */
  order: number;
};

export type RouteInput = { stops: readonly RouteStop[]; halls: readonly PlanRect[]; start: FloorPoint };

export type PlannedRoute = {
  /** Circle ids in walking order. */
  circleIds: number[];
  length: number;
  /** The same stops walked in placement order, class by class. */
  placementLength: number;
};

function classesOf(stops: readonly RouteStop[]): number[][] {
  const byPriority = new Map<number, number[]>();
  stops.forEach((stop, index) => {
    const list = byPriority.get(stop.priority) ?? [];
    list.push(index + 1);
    byPriority.set(stop.priority, list);
  });
  return [...byPriority].sort(([a], [b]) => a - b).map(([, points]) => points);
}

function walkClasses(matrix: DistanceMatrix, classes: readonly number[][], order: (start: number, points: readonly number[]) => number[]): number[] {
  const walk: number[] = [];
  let current = 0;
  for (const points of classes) {
    const path = order(current, points);
    walk.push(...path);
    current = path.at(-1) ?? current;
  }
  return walk;
}

/**
 * The walk: nearest neighbour improved by 2-opt and Or-opt, class by class. Should that ever be
 * longer than the catalogue's placement order (the heuristic gives no guarantee), placement order is
 * kept: the plan is never a longer walk than going by the catalogue.
 */
export function planRoute({ stops, halls, start }: RouteInput): PlannedRoute {
  const points = [start, ...stops.map((stop) => stop.point)];
  const matrix: DistanceMatrix = { size: points.length, at: walkingDistances(points, halls) };
  const classes = classesOf(stops);
  const byPlacement = classes.map((points) => [...points].sort((a, b) => stops[a - 1]!.order - stops[b - 1]!.order));

  const placementWalk = byPlacement.flat();
  const placementLength = pathLength(matrix, 0, placementWalk);
  const planned = walkClasses(matrix, classes, (from, points) => improvePath(matrix, from, nearestNeighbourPath(matrix, from, points)));
  const plannedLength = pathLength(matrix, 0, planned);
  const [walk, length] = plannedLength <= placementLength ? [planned, plannedLength] : [placementWalk, placementLength];
  return { circleIds: walk.map((point) => stops[point - 1]!.circleId), length, placementLength };
}
