import { describe, expect, it } from 'vitest';
import { suggestSplit, walkImbalancePct, type SplitCircle } from '@/lib/groups/split';
import type { PlanRect } from '@/lib/plan/walking-distance';

// The suggested split: every circle goes to exactly one buyer, each buyer keeps to few halls, adult
// circles only to buyers who may see them, and the walks are close to even.

const halls: PlanRect[] = [[0, 0, 100, 60], [120, 0, 100, 60], [0, 100, 100, 60], [120, 100, 100, 60]];

function seeded(seed: number) {
  let state = seed;
  return () => ((state = (state * 1_103_515_245 + 12_345) % 2 ** 31) / 2 ** 31);
}

function circles(count: number, random = seeded(7)): SplitCircle[] {
  return Array.from({ length: count }, (_, i) => {
    const hall = Math.floor(random() * halls.length);
    const [x, y] = halls[hall]!;
    const row = Math.floor(random() * 10);
    const col = Math.floor(random() * 40);
    return { circleId: i + 1, day: 1 + (i % 2), point: { x: x + 5 + col * 2.2, y: y + 5 + row * 5, hall }, order: hall * 1000 + row * 50 + col, wantedBy: 1 + Math.floor(random() * 4), yen: 500 + Math.floor(random() * 20) * 100, isAdult: i % 17 === 0 };
  });
}

const buyers = (n: number, minors: number[] = []) => Array.from({ length: n }, (_, i) => ({ userId: `b${i}`, mayViewAdult: !minors.includes(i) }));

describe('the suggested split', () => {
  it('gives every circle to exactly one buyer and balances the walks within a quarter of the average', () => {
    const input = circles(300);
    const split = suggestSplit({ circles: input, buyers: buyers(6), halls, entranceHall: 0 });
    expect(split.assignments.map((a) => a.circleId).sort((a, b) => a - b)).toEqual(input.map((c) => c.circleId));
    expect(walkImbalancePct(split.shares)).toBeLessThanOrEqual(25);
    expect(split.shares.every((share) => share.stops > 0)).toBe(true);
  });

  it('keeps each buyer to a few halls a day, and their route holds exactly their circles of that day', () => {
    const input = circles(120);
    const split = suggestSplit({ circles: input, buyers: buyers(4), halls, entranceHall: 0 });
    const byId = new Map(input.map((c) => [c.circleId, c]));
    for (const share of split.shares) {
      for (const [day, route] of Object.entries(share.routeByDay)) {
        const hallsWalked = new Set(route.map((id) => byId.get(id)!.point.hall));
        expect(hallsWalked.size).toBeLessThanOrEqual(2);
        const mine = split.assignments.filter((a) => a.buyerId === share.userId && byId.get(a.circleId)!.day === Number(day)).map((a) => a.circleId);
        expect([...route].sort((a, b) => a - b)).toEqual(mine.sort((a, b) => a - b));
      }
    }
  });

  it('never gives an adult circle to a buyer who may not see it', () => {
    const input = circles(90);
    const split = suggestSplit({ circles: input, buyers: buyers(3, [0, 2]), halls, entranceHall: 0 });
    const adult = new Set(input.filter((c) => c.isAdult).map((c) => c.circleId));
    expect(adult.size).toBeGreaterThan(0);
    for (const a of split.assignments) if (adult.has(a.circleId)) expect(a.buyerId).toBe('b1');
    expect(split.assignments).toHaveLength(90);
  });

  it('walks the most-wanted circles of a share first', () => {
    const input = circles(60).map((c, i) => ({ ...c, day: 1, wantedBy: i % 5 === 0 ? 3 : 1 }));
    const split = suggestSplit({ circles: input, buyers: buyers(2), halls, entranceHall: 0 });
    const wanted = new Map(input.map((c) => [c.circleId, c.wantedBy]));
    // Each share holds circles of both kinds, so every share's order is compared.
    const orders = split.shares.map((share) => {
      const route = share.routeByDay[1] ?? [];
      return { lastPopular: route.findLastIndex((id) => wanted.get(id) === 3), firstOther: route.findIndex((id) => wanted.get(id) === 1) };
    });
    expect(orders).toHaveLength(2);
    for (const { lastPopular, firstOther } of orders) {
      expect(lastPopular).toBeGreaterThanOrEqual(0);
      expect(firstOther).toBeGreaterThan(lastPopular);
    }
  });
});
