// Walking distances over the floor plan. Inside a hall visitors walk the aisles, which run along the two
// axes, so the distance is the sum of the two legs (Manhattan). Between halls they leave by a door (the
// middle of each wall) and cross to a door of the other hall in a straight line; the shortest pair of
// doors counts. Units are whatever the positions are in (the floor plan's metres or centimetres).

/** x, y, width, height; x grows eastwards and y southwards. */
export type PlanRect = readonly [x: number, y: number, width: number, height: number];

/** A point on the floor inside hall `hall` (an index into the halls given with it). */
export type FloorPoint = { x: number; y: number; hall: number };

type Door = { x: number; y: number };

const DOORS = 4;

/** The doors of a hall: the middle of its north, east, south and west walls. */
function hallDoors([x, y, width, height]: PlanRect): Door[] {
  return [
    { x: x + width / 2, y },
    { x: x + width, y: y + height / 2 },
    { x: x + width / 2, y: y + height },
    { x, y: y + height / 2 },
  ];
}

const aisles = (a: Door, b: Door) => Math.abs(a.x - b.x) + Math.abs(a.y - b.y);
const straight = (a: Door, b: Door) => Math.hypot(a.x - b.x, a.y - b.y);

/**
 * A square matrix of walking distances between the points (row-major, `n * n`). For each point and hall
 * the shortest way to each of that hall's doors is worked out first, so a pair costs four sums.
 */
export function walkingDistances(points: readonly FloorPoint[], halls: readonly PlanRect[]): Float64Array {
  const doors = halls.map(hallDoors);
  const hallCount = halls.length;
  const n = points.length;
  // reach[(p * hallCount + h) * DOORS + j]: from point p out of its hall to door j of hall h.
  const reach = new Float64Array(n * hallCount * DOORS);
  const legs = new Float64Array(n * DOORS);
  points.forEach((point, p) => {
    const own = doors[point.hall] ?? [];
    own.forEach((door, i) => (legs[p * DOORS + i] = aisles(point, door)));
    if (own.length === 0) legs.fill(Infinity, p * DOORS, (p + 1) * DOORS);
    for (let h = 0; h < hallCount; h += 1) {
      for (let j = 0; j < DOORS; j += 1) {
        let best = Infinity;
        const target = doors[h]![j]!;
        own.forEach((door, i) => (best = Math.min(best, legs[p * DOORS + i]! + straight(door, target))));
        reach[(p * hallCount + h) * DOORS + j] = best;
      }
    }
  });
  const matrix = new Float64Array(n * n);
  for (let a = 0; a < n; a += 1) {
    const from = points[a]!;
    for (let b = a + 1; b < n; b += 1) {
      const to = points[b]!;
      let distance = Infinity;
      if (from.hall === to.hall) distance = aisles(from, to);
      else if (to.hall >= 0 && to.hall < hallCount) {
        const base = (a * hallCount + to.hall) * DOORS;
        for (let j = 0; j < DOORS; j += 1) distance = Math.min(distance, reach[base + j]! + legs[b * DOORS + j]!);
      }
      // A point in a hall the list does not hold: walk straight there rather than not at all.
      if (distance === Infinity) distance = straight(from, to);
      matrix[a * n + b] = distance;
      matrix[b * n + a] = distance;
    }
  }
  return matrix;
}

/** Where a member entering by a hall starts: its north door. */
export function entrancePoint(halls: readonly PlanRect[], hall: number): FloorPoint {
  const [x, y, width] = halls[hall] ?? [0, 0, 0];
  return { x: x + width / 2, y, hall };
}
