import { describe, expect, it } from 'vitest';
import { budgetTotals, inOwnCurrency, plannedSpend } from '@/lib/plan/budget';
import { applySavedOrder, computeRoute, moveStop, priorityOfColour } from '@/lib/plan/day-route';
import type { PlanStopData } from '@/lib/plan/plan-day-data';
import { startAwayFromEntrance } from '@/lib/plan/route-start';
import { shutterSpaces } from '@/lib/plan/space-flags';

const stop = (circleId: number, extra: Partial<PlanStopData> = {}): PlanStopData => ({
  circleId, name: `c${circleId}`, romaji: '', author: '', picture: { url: '', alt: '', menu: false }, space: '', hall: 0, x: circleId, y: 10, order: circleId, wall: false, shutter: false, color: 1, memo: '',
  works: [], pinned: false, plannedWorkIds: [], plannedYen: null, visit: 'NOT_VISITED', ...extra,
});
const settings = { priorities: { must: [], want: [], ifTime: [] }, labelledColours: [], capYen: null, currencyCode: null, yenPerUnit: null };

describe('priorities', () => {
  it('defaults from the order of the labelled colours, the member choice winning', () => {
    const priorityOf = priorityOfColour({ ...settings, labelledColours: [10, 2, 4] });
    expect([2, 4, 10, 7].map(priorityOf)).toEqual(['must', 'want', 'ifTime', 'ifTime']);
    const chosen = priorityOfColour({ ...settings, labelledColours: [10, 2, 4], priorities: { must: [7], want: [], ifTime: [2] } });
    expect([2, 4, 7].map(chosen)).toEqual(['ifTime', 'want', 'must']);
  });

  it('walks pinned circles first, then must before want', () => {
    const halls = [{ key: 'EAST-1', name: 'East 1', rect: [0, 0, 100, 100] as const, hasStops: true }];
    const stops = [stop(1, { color: 2 }), stop(2, { color: 1 }), stop(3, { color: 2, pinned: true })];
    const route = computeRoute({ stops, halls, settings: { ...settings, labelledColours: [1, 2] } }, 'EAST-1');
    expect(route.circleIds).toEqual([3, 2, 1]);
  });
});

describe('where the walk starts', () => {
  const halls = [
    { key: 'EAST-1', name: 'East 1', rect: [0, 0, 100, 100] as const, hasStops: true },
    { key: 'WEST-1', name: 'West 1', rect: [1000, 0, 100, 100] as const, hasStops: true },
  ];
  const labelled = { ...settings, labelledColours: [1, 2] };
  const walk = (stops: PlanStopData[], entrance = 'EAST-1') => {
    const route = computeRoute({ stops, halls, settings: labelled }, entrance);
    return route.circleIds.map((id) => stops.find((candidate) => candidate.circleId === id)!);
  };

  it('says why a walk from East 1 starts in West 1: a priority colour, a pin, no stop at the entrance', () => {
    const priority = [stop(1, { color: 2 }), stop(2, { color: 1, hall: 1, x: 1050 })];
    expect(startAwayFromEntrance(walk(priority), { halls, settings: labelled }, 'EAST-1', false)).toEqual({ hallKey: 'WEST-1', reason: 'priority' });
    const pinned = [stop(1, { color: 1 }), stop(2, { color: 1, hall: 1, x: 1050, pinned: true })];
    expect(startAwayFromEntrance(walk(pinned), { halls, settings: labelled }, 'EAST-1', false)).toEqual({ hallKey: 'WEST-1', reason: 'pinned' });
    const westOnly = [stop(2, { color: 1, hall: 1, x: 1050 })];
    expect(startAwayFromEntrance(walk(westOnly), { halls, settings: labelled }, 'EAST-1', false)).toEqual({ hallKey: 'WEST-1', reason: 'noStopThere' });
    expect(startAwayFromEntrance(walk(priority), { halls, settings: labelled }, 'EAST-1', true)).toEqual({ hallKey: 'WEST-1', reason: 'ownOrder' });
  });

  it('says nothing when the walk starts where it says', () => {
    const stops = [stop(1, { color: 1 }), stop(2, { color: 2, hall: 1, x: 1050 })];
    expect(startAwayFromEntrance(walk(stops), { halls, settings: labelled }, 'EAST-1', false)).toBeNull();
    expect(startAwayFromEntrance([], { halls, settings: labelled }, 'EAST-1', false)).toBeNull();
  });
});

describe('the member order', () => {
  it('keeps a saved order, drops stops that left and adds new ones after it', () => {
    expect(applySavedOrder([1, 2, 3, 4], [3, 9, 1])).toEqual([3, 1, 2, 4]);
    expect(applySavedOrder([1, 2], [])).toEqual([1, 2]);
  });

  it('moves a stop and ignores a move out of range', () => {
    expect(moveStop([1, 2, 3, 4], 3, 0)).toEqual([4, 1, 2, 3]);
    expect(moveStop([1, 2, 3], 0, 1)).toEqual([2, 1, 3]);
    expect(moveStop([1, 2, 3], 2, 3)).toEqual([1, 2, 3]);
  });
});

describe('the budget', () => {
  const works = [{ id: 1, title: 'New book', priceYen: 1000 }, { id: 2, title: 'Set', priceYen: 2500 }, { id: 3, title: 'Free paper', priceYen: null }];
  it('plans from the ticked works or a typed amount, and spends what was bought', () => {
    expect(plannedSpend({ works, plannedWorkIds: [1, 2, 3], plannedYen: null })).toBe(3500);
    expect(plannedSpend({ works, plannedWorkIds: [1, 2], plannedYen: 800 })).toBe(800);
    const stops = [stop(1, { works, plannedWorkIds: [2], visit: 'BOUGHT' }), stop(2, { plannedYen: 500, visit: 'SOLD_OUT' }), stop(3, { plannedYen: 700 })];
    expect(budgetTotals(stops, 5000)).toEqual({ planned: 3700, spent: 2500, left: 2500 });
    expect(budgetTotals(stops, null).left).toBeNull();
    expect(inOwnCurrency(3700, 150)).toBe(24.67);
  });
});

describe('wall and shutter spaces', () => {
  it('flags the desks at either end of a wall run', () => {
    // Two runs of four desks (eight halves of 0.9 m) with an exit between them.
    const desks = [0, 10].flatMap((start) => Array.from({ length: 8 }, (_, half) => ({ x: start + half * 0.9, y: 1.5, width: 0.9 })));
    const isShutter = shutterSpaces(desks);
    expect(isShutter({ x: 0, y: 1.5 })).toBe(true);
    expect(isShutter({ x: 2.7, y: 1.5 })).toBe(false);
    expect(isShutter({ x: 6.3, y: 1.5 })).toBe(true);
    expect(isShutter({ x: 10.9, y: 1.5 })).toBe(true);
    expect(isShutter({ x: 0, y: 40 })).toBe(false);
  });
});
