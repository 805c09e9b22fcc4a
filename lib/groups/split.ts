import { planRoute, type PlannedRoute } from '@/lib/plan/plan-route';
import { entrancePoint, walkingDistances, type FloorPoint, type PlanRect } from '@/lib/plan/walking-distance';

// The suggested split of a group's circles among its buyers. Pure and synchronous.
//
// Each day's circles are laid in one line, hall after hall and in the catalogue's placement order inside
// a hall, and the line is cut into one stretch per buyer: a stretch is a run of neighbouring desks, so
// each buyer walks one area. The cuts minimise the heaviest stretch, a stretch weighing its stops, its
// money and its walk along the line (each as a share of the day's average per buyer), found exactly by
// dynamic programming over prefix sums. Stretches then go to buyers heaviest first, each to the buyer
// with the least load so far over the days, among those allowed to see every circle in it. Each buyer's
// share is walked by the plan's route function, the circles wanted by the most members first.

export type SplitCircle = { circleId: number; day: number; point: FloorPoint; order: number; wantedBy: number; yen: number; isAdult: boolean };
export type SplitBuyer = { userId: string; mayViewAdult: boolean };
export type SplitInput = { circles: readonly SplitCircle[]; buyers: readonly SplitBuyer[]; halls: readonly PlanRect[]; entranceHall: number };
export type BuyerShare = { userId: string; stops: number; yen: number; walk: number; routeByDay: Record<number, number[]> };
export type Split = { assignments: { circleId: number; buyerId: string }[]; shares: BuyerShare[] };

const WEIGHTS = { stops: 1, yen: 1, walk: 4 };

type Stretch = { circles: SplitCircle[]; cost: number };

/** Cuts one day's line of circles into at most `parts` stretches with the lightest heaviest stretch. */
function cutDay(line: readonly SplitCircle[], parts: number, halls: readonly PlanRect[], start: FloorPoint): Stretch[] {
  const n = line.length;
  if (n === 0) return [];
  const k = Math.min(parts, n);
  const points = [start, ...line.map((c) => c.point)];
  const matrix = walkingDistances(points, halls);
  const size = points.length;
  const fromStart = (i: number) => matrix[i + 1]!; // row 0: the entrance
  const edge = (i: number) => matrix[(i + 1) * size + (i + 2)]!; // circle i to circle i + 1
  const edges = [0];
  const yens = [0];
  for (let i = 0; i < n; i += 1) {
    edges.push(edges[i]! + (i + 1 < n ? edge(i) : 0));
    yens.push(yens[i]! + line[i]!.yen);
  }
  // A stretch i..j-1 walks from the entrance to circle i, then along the line to circle j-1.
  const walkOf = (i: number, j: number) => fromStart(i) + edges[j - 1]! - edges[i]!;
  const avgStops = n / k;
  const avgYen = Math.max(1, yens[n]! / k);
  const avgWalk = Math.max(1, (walkOf(0, n) + (k - 1) * fromStart(Math.floor(n / 2))) / k);
  const cost = (i: number, j: number) =>
    (WEIGHTS.stops * (j - i)) / avgStops + (WEIGHTS.yen * (yens[j]! - yens[i]!)) / avgYen + (WEIGHTS.walk * walkOf(i, j)) / avgWalk;

  // best[p][j]: the lightest heaviest stretch cutting the first j circles into p stretches.
  const best = Array.from({ length: k + 1 }, () => new Float64Array(n + 1).fill(Infinity));
  const cut = Array.from({ length: k + 1 }, () => new Int32Array(n + 1));
  best[0]![0] = 0;
  for (let p = 1; p <= k; p += 1) {
    for (let j = p; j <= n; j += 1) {
      for (let i = p - 1; i < j; i += 1) {
        const value = Math.max(best[p - 1]![i]!, cost(i, j));
        if (value < best[p]![j]!) {
          best[p]![j] = value;
          cut[p]![j] = i;
        }
      }
    }
  }
  const stretches: Stretch[] = [];
  for (let p = k, j = n; p > 0; p -= 1) {
    const i = cut[p]![j]!;
    stretches.unshift({ circles: line.slice(i, j), cost: cost(i, j) });
    j = i;
  }
  return stretches;
}

function dayLine(circles: readonly SplitCircle[]): SplitCircle[] {
  return [...circles].sort((a, b) => a.point.hall - b.point.hall || a.order - b.order);
}

/** The walk of one buyer on one day, most-wanted circles first, by the plan's route function. */
export function buyerRoute(circles: readonly SplitCircle[], halls: readonly PlanRect[], start: FloorPoint) {
  const most = Math.max(0, ...circles.map((c) => c.wantedBy));
  return planRoute({ stops: circles.map((c) => ({ circleId: c.circleId, point: c.point, order: c.order, priority: most > 1 && c.wantedBy === most ? 0 : 1 })), halls, start });
}

export function suggestSplit({ circles, buyers, halls, entranceHall }: SplitInput): Split {
  const start = entrancePoint(halls, entranceHall);
  const load = new Map(buyers.map((b) => [b.userId, 0]));
  const adultBuyers = buyers.filter((b) => b.mayViewAdult);
  const mayView = new Map(buyers.map((b) => [b.userId, b.mayViewAdult]));
  const days = [...new Set(circles.map((c) => c.day))].sort((a, b) => a - b);
  const lines = new Map<number, SplitCircle[]>();
  const owners = new Map<number, string[]>();
  for (const day of days) {
    const line = dayLine(circles.filter((c) => c.day === day));
    const owner = new Map<SplitCircle, string>();
    // An adult circle stays out of the line when some buyer may not see it, and goes to an adult buyer.
    const sharedLine = adultBuyers.length === buyers.length ? line : line.filter((c) => !c.isAdult);
    const taken = new Set<string>();
    for (const stretch of cutDay(sharedLine, buyers.length, halls, start).sort((a, b) => b.cost - a.cost)) {
      const buyer = buyers.filter((b) => !taken.has(b.userId)).sort((a, b) => load.get(a.userId)! - load.get(b.userId)!)[0]!;
      taken.add(buyer.userId);
      for (const circle of stretch.circles) owner.set(circle, buyer.userId);
      load.set(buyer.userId, load.get(buyer.userId)! + stretch.cost);
    }
    for (const circle of line) {
      if (owner.has(circle)) continue;
      const near = nearestAdultBuyer(circle, adultBuyers, line, owner);
      if (near) owner.set(circle, near);
    }
    lines.set(day, line.filter((c) => owner.has(c)));
    owners.set(day, lines.get(day)!.map((c) => owner.get(c)!));
  }
  const walks = new WalkTable(halls, start, lines, owners);
  balanceWalks(buyers.map((b) => b.userId), days, lines, owners, walks, mayView);

  const shares: BuyerShare[] = buyers.map(({ userId }) => {
    const routeByDay: Record<number, number[]> = {};
    let stops = 0;
    let yen = 0;
    for (const day of days) {
      const route = walks.route(userId, day);
      if (route.circleIds.length > 0) routeByDay[day] = route.circleIds;
      stops += route.circleIds.length;
    }
    for (const day of days) lines.get(day)!.forEach((c, i) => owners.get(day)![i] === userId && (yen += c.yen));
    return { userId, stops, yen, walk: walks.total(userId, days), routeByDay };
  });
  const assignments = days.flatMap((day) => lines.get(day)!.map((c, i) => ({ circleId: c.circleId, buyerId: owners.get(day)![i]! })));
  return { assignments, shares };
}

/** Each buyer's walk per day, computed by the plan's route function and kept until their share changes. */
class WalkTable {
  private readonly cache = new Map<string, PlannedRoute>();
  constructor(
    private readonly halls: readonly PlanRect[],
    private readonly start: FloorPoint,
    private readonly lines: Map<number, SplitCircle[]>,
    private readonly owners: Map<number, string[]>,
  ) {}
  route(userId: string, day: number): PlannedRoute {
    const key = `${userId}:${day}`;
    let route = this.cache.get(key);
    if (!route) {
      const owner = this.owners.get(day)!;
      route = buyerRoute(this.lines.get(day)!.filter((_, i) => owner[i] === userId), this.halls, this.start);
      this.cache.set(key, route);
    }
    return route;
  }
  forget(userId: string, day: number): void {
    this.cache.delete(`${userId}:${day}`);
  }
  total(userId: string, days: readonly number[]): number {
    return days.reduce((sum, day) => sum + this.route(userId, day).length, 0);
  }
}

const MAX_MOVES = 400;

/**
 * The cuts balance an estimate of the walk; the routes themselves can still differ. The busiest buyer
 * hands a circle at the edge of their stretch to the neighbour on the line (so areas stay whole) while
 * that makes the longer of the two walks shorter.
 */
function balanceWalks(buyerIds: readonly string[], days: readonly number[], lines: Map<number, SplitCircle[]>, owners: Map<number, string[]>, walks: WalkTable, mayView: Map<string, boolean>): void {
  for (let moves = 0; moves < MAX_MOVES; moves += 1) {
    const busiest = [...buyerIds].sort((a, b) => walks.total(b, days) - walks.total(a, days))[0];
    if (busiest === undefined) return;
    const before = walks.total(busiest, days);
    let best: { day: number; index: number; to: string; worst: number } | null = null;
    for (const day of days) {
      const owner = owners.get(day)!;
      const line = lines.get(day)!;
      owner.forEach((who, index) => {
        if (who !== busiest) return;
        for (const next of [owner[index - 1], owner[index + 1]]) {
          if (next === undefined || next === busiest || (line[index]!.isAdult && !mayView.get(next))) continue;
          owner[index] = next;
          walks.forget(busiest, day);
          walks.forget(next, day);
          const worst = Math.max(walks.total(busiest, days), walks.total(next, days));
          owner[index] = busiest;
          walks.forget(busiest, day);
          walks.forget(next, day);
          if (worst < before - 1e-6 && (!best || worst < best.worst)) best = { day, index, to: next, worst };
        }
      });
    }
    if (!best) return;
    const { day, index, to } = best;
    owners.get(day)![index] = to;
    walks.forget(busiest, day);
    walks.forget(to, day);
  }
}

/** The adult buyer who already walks the same hall (the one with fewest stops there), else the least busy. */
function nearestAdultBuyer(circle: SplitCircle, adultBuyers: readonly SplitBuyer[], line: readonly SplitCircle[], owner: Map<SplitCircle, string>): string | null {
  const owned = (id: string) => line.filter((c) => owner.get(c) === id);
  const inHall = (id: string) => owned(id).filter((c) => c.point.hall === circle.point.hall).length;
  const ranked = [...adultBuyers].sort((a, b) => Number(inHall(b.userId) > 0) - Number(inHall(a.userId) > 0) || owned(a.userId).length - owned(b.userId).length);
  return ranked[0]?.userId ?? null;
}

/** How much longer the busiest buyer's walk is than the average walk, in per cent. */
export function walkImbalancePct(shares: readonly BuyerShare[]): number {
  const walks = shares.map((s) => s.walk);
  const mean = walks.reduce((a, b) => a + b, 0) / Math.max(1, walks.length);
  return mean === 0 ? 0 : ((Math.max(...walks) - mean) / mean) * 100;
}
