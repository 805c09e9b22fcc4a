// The stops the plan benchmark and its test walk: one day of the demo event (seed 1, real size), the
// demo Platinum member's favourites on that day, topped up to the asked number with other circles of the
// same day drawn by a seeded random source, each in one of the member's colours (drawn the same way).
// The demo member has a dozen favourites over two days, far fewer than a busy member's day.
import { DEMO_COLOR_LABELS, DEMO_FAVOURITES, pickFavouriteCircles } from '@/lib/demo-data/demo-accounts';
import { generateDemoEvent } from '@/lib/demo-data/generate-demo-event';
import { createRandom } from '@/lib/demo-data/random';
import type { DemoEventData } from '@/lib/demo-data/types';
import { colourPriorities, stopRank } from '@/lib/plan/priorities';
import type { RouteInput, RouteStop } from '@/lib/plan/plan-route';
import { entrancePoint, type PlanRect } from '@/lib/plan/walking-distance';

type DemoPlanStops = RouteInput & { fromFavourites: number };

let cached: DemoEventData | undefined;
const demoEvent = () => (cached ??= generateDemoEvent({ seed: 1 }));

export function demoPlanStops(count: number, dayIndex = 0, data = demoEvent()): DemoPlanStops {
  const halls: PlanRect[] = data.halls.map((hall) => [hall.mapX, hall.mapY, hall.mapWidth, hall.mapHeight]);
  // Each circle's first space of the day, in placement (catalogue) order, and the centre of its desks.
  const spaces = new Map<number, { order: number; x: number; y: number; hall: number; count: number }>();
  data.placements.forEach((placement, order) => {
    if (placement.dayIndex !== dayIndex) return;
    const centre = { x: placement.mapX + placement.mapWidth / 2, y: placement.mapY + placement.mapHeight / 2 };
    const seen = spaces.get(placement.circleIndex);
    if (seen) {
      seen.x = (seen.x * seen.count + centre.x) / (seen.count + 1);
      seen.y = (seen.y * seen.count + centre.y) / (seen.count + 1);
      seen.count += 1;
    } else spaces.set(placement.circleIndex, { order, ...centre, hall: data.blocks[placement.blockIndex]?.hallIndex ?? 0, count: 1 });
  });
  const colours = new Map<number, number>();
  pickFavouriteCircles(data).forEach((circle, at) => {
    const colour = DEMO_FAVOURITES[at]?.[0] ?? 0;
    if (colour > 0 && spaces.has(circle)) colours.set(circle, colour);
  });
  const fromFavourites = colours.size;
  const random = createRandom(data.seed, 'plan-bench');
  const memberColours = DEMO_FAVOURITES.map(([colour]) => colour).filter((colour) => colour > 0);
  const candidates = [...spaces.keys()].filter((circle) => !colours.has(circle));
  while (colours.size < Math.min(count, spaces.size)) {
    const circle = random.pick(candidates);
    if (!colours.has(circle)) colours.set(circle, random.pick(memberColours));
  }
  const priorityOf = colourPriorities(DEMO_COLOR_LABELS.map(([colour]) => colour), new Map());
  const stops: RouteStop[] = [...colours].map(([circle, colour]) => {
    const space = spaces.get(circle)!;
    return { circleId: circle, point: { x: space.x, y: space.y, hall: space.hall }, priority: stopRank(false, priorityOf(colour)), order: space.order };
  });
  const firstHall = Math.min(...stops.map((stop) => stop.point.hall));
  return { stops, halls, start: entrancePoint(halls, firstHall), fromFavourites };
}
