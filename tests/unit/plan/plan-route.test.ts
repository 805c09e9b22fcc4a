import { fc, it } from '@fast-check/vitest';
import { describe, expect } from 'vitest';
import { demoPlanStops } from '@/bench/support/demo-plan-stops';
import { planRoute, type RouteStop } from '@/lib/plan/plan-route';
import { walkingDistances, type PlanRect } from '@/lib/plan/walking-distance';

// Two halls side by side and one further south, 100 m squares (the demo venue's scale).
const halls: PlanRect[] = [
  [0, 0, 100, 100],
  [100, 0, 100, 100],
  [0, 200, 100, 100],
];

describe('walking distances', () => {
  it('walks the aisles inside a hall and through the doors between halls', () => {
    const matrix = walkingDistances(
      [
        { x: 10, y: 10, hall: 0 },
        { x: 40, y: 50, hall: 0 },
        { x: 190, y: 50, hall: 1 },
        { x: 50, y: 290, hall: 2 },
      ],
      halls,
    );
    // Inside hall 0: 30 east and 40 south.
    expect(matrix[0 * 4 + 1]).toBe(70);
    // From (40, 50) to the shared east door (100, 50), then to (190, 50): 60 + 0 + 90.
    expect(matrix[1 * 4 + 2]).toBe(150);
    // From (40, 50) out of the south door (50, 100), 100 m across to the north door (50, 200), then 90 m.
    expect(matrix[1 * 4 + 3]).toBe(60 + 100 + 90);
    expect(matrix[2 * 4 + 1]).toBe(matrix[1 * 4 + 2]);
  });
});

const stopArbitrary = fc.record({
  hall: fc.integer({ min: 0, max: 2 }),
  dx: fc.integer({ min: 1, max: 99 }),
  dy: fc.integer({ min: 1, max: 99 }),
  priority: fc.integer({ min: 0, max: 3 }),
});

const toStops = (raw: { hall: number; dx: number; dy: number; priority: number }[]): RouteStop[] =>
  raw.map((stop, index) => {
    const [x, y] = halls[stop.hall]!;
    return { circleId: 1000 + index, point: { x: x + stop.dx, y: y + stop.dy, hall: stop.hall }, priority: stop.priority, order: (index * 7919) % raw.length };
  });

describe('the planned route', () => {
  it.prop([fc.array(stopArbitrary, { minLength: 0, maxLength: 60 })])('visits every stop once, classes in order, never longer than placement order', (raw) => {
    const stops = toStops(raw);
    const route = planRoute({ stops, halls, start: { x: 50, y: 0, hall: 0 } });
    expect([...route.circleIds].sort()).toEqual(stops.map((stop) => stop.circleId).sort());
    const priorityOf = new Map(stops.map((stop) => [stop.circleId, stop.priority]));
    const priorities = route.circleIds.map((id) => priorityOf.get(id)!);
    expect(priorities).toEqual([...priorities].sort((a, b) => a - b));
    expect(route.length).toBeLessThanOrEqual(route.placementLength + 1e-9);
  });

  it('goes to the nearer of two stops first from the entrance', () => {
    const stops = toStops([
      { hall: 1, dx: 50, dy: 50, priority: 1 },
      { hall: 0, dx: 50, dy: 10, priority: 1 },
    ]);
    expect(planRoute({ stops, halls, start: { x: 50, y: 0, hall: 0 } }).circleIds).toEqual([1001, 1000]);
  });

  it('walks 300 stops of the demo day shorter than placement order', () => {
    const input = demoPlanStops(300);
    expect(input.stops).toHaveLength(300);
    const route = planRoute(input);
    expect(new Set(route.circleIds).size).toBe(300);
    expect(route.length).toBeLessThan(route.placementLength);
  });
});
