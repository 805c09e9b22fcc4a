import { describe, expect, it } from 'vitest';
import { withMembersDatabase } from '@/tests/support/members-fixture';

// The plan's settings and one day's plan as the page loads it, against the real PostgreSQL.

const members = withMembersDatabase();

const edits = () => import('@/lib/plan/plan-edits');
const loader = () => import('@/lib/plan/load-plan-day');
const viewer = (userId: string) => ({ userId, mayViewAdult: true, locale: 'en' as const, hallName: (area: string, number: number) => `${area} ${number}` });

describe('the plan settings', () => {
  it('saves priorities, budget, pins, planned spend and the day, and refuses bad input without writing', async () => {
    const { savePriorities, saveBudget, setStopPinned, savePlannedSpend, savePlanDay } = await edits();
    const { alice } = members.fixture.users;
    const { east, westPair } = members.fixture.circles;
    const work = await members.database.db.work.create({ data: { circleId: east, title: 'New book', priceYen: 1000 } });
    const otherWork = await members.database.db.work.create({ data: { circleId: westPair, title: 'Not theirs', priceYen: 1 } });

    await expect(savePriorities(alice, { must: [1, 2], want: [2], ifTime: [] })).rejects.toMatchObject({ code: 'invalidInput' });
    await savePriorities(alice, { must: [3], want: [1], ifTime: [2] });
    await expect(saveBudget(alice, { capYen: -1, currencyCode: '', yenPerUnit: null })).rejects.toMatchObject({ code: 'invalidInput' });
    await expect(saveBudget(alice, { capYen: 5000, currencyCode: 'dollars', yenPerUnit: 150 })).rejects.toMatchObject({ code: 'invalidInput' });
    expect(await saveBudget(alice, { capYen: 5000, currencyCode: 'usd', yenPerUnit: 150 })).toEqual({ capYen: 5000, currencyCode: 'USD', yenPerUnit: 150 });
    await setStopPinned(alice, { circleId: westPair, pinned: true });
    await expect(savePlannedSpend(alice, { circleId: east, workIds: [otherWork.id], amountYen: null })).rejects.toMatchObject({ code: 'invalidInput' });
    await savePlannedSpend(alice, { circleId: east, workIds: [work.id], amountYen: null });
    await expect(savePlanDay(alice, { day: 1, entranceHall: 'EAST-1', stopOrder: [east, east] })).rejects.toMatchObject({ code: 'invalidInput' });
    await savePlanDay(alice, { day: 1, entranceHall: 'WEST-1', stopOrder: [westPair, east] });

    expect(await members.database.db.planSettings.findUnique({ where: { userId: alice } })).toMatchObject({ mustColors: [3], wantColors: [1], ifTimeColors: [2], budgetCapYen: 5000 });
    expect(await members.database.db.planStop.findUnique({ where: { userId_circleId: { userId: alice, circleId: east } } })).toMatchObject({ plannedWorkIds: [work.id], pinned: false });
  });
});

describe('loading a day of the plan', () => {
  it('holds the favourites of that day with their spaces, works, marks and the member settings', async () => {
    const { loadPlanDay } = await loader();
    const { setVisitMark } = await import('@/lib/plan/visit-marks');
    const { alice, bob } = members.fixture.users;
    const { east, westPair, dayTwo } = members.fixture.circles;
    await members.database.db.favorite.createMany({ data: [east, westPair, dayTwo].map((circleId, at) => ({ userId: alice, circleId, color: at + 1 })) });
    await setVisitMark(alice, { circleId: east, day: 1, status: 'BOUGHT' });

    const plan = await loadPlanDay(viewer(alice), 1);
    expect(plan?.day).toBe(1);
    expect(plan?.entranceHall).toBe('WEST-1');
    expect(plan?.savedOrder).toEqual([westPair, east]);
    const byId = new Map(plan?.stops.map((stop) => [stop.circleId, stop]));
    expect([...byId.keys()].sort()).toEqual([east, westPair].sort());
    expect(byId.get(westPair)).toMatchObject({ space: 'West あ(A)-03ab', pinned: true, visit: 'NOT_VISITED' });
    expect(byId.get(east)).toMatchObject({ visit: 'BOUGHT', works: [{ title: 'New book', priceYen: 1000 }] });
    expect(plan?.settings).toMatchObject({ priorities: { must: [3], want: [1], ifTime: [2] }, capYen: 5000, currencyCode: 'USD' });

    // Day 2 holds the other circle; another member sees none of this.
    expect((await loadPlanDay(viewer(alice), 2))?.stops.map((stop) => stop.circleId)).toEqual([dayTwo]);
    expect((await loadPlanDay(viewer(bob), 1))?.stops).toEqual([]);
  });

  it("holds the circles the member buys for a group, favourite or not, while the member is in the group", async () => {
    const { loadPlanDay } = await loader();
    const { bob } = members.fixture.users;
    const { east, westPair } = members.fixture.circles;
    const { eventId } = await members.database.db.circle.findUniqueOrThrow({ where: { id: east }, select: { eventId: true } });
    await members.database.db.group.create({ data: { id: 'plan-day-group', eventId, ownerId: bob, name: 'Friends', members: { create: [{ userId: bob }] } } });
    await members.database.db.groupAssignment.create({ data: { groupId: 'plan-day-group', circleId: westPair, buyerId: bob } });
    await members.database.db.favorite.create({ data: { userId: bob, circleId: east, color: 0, memo: 'memo only' } });
    await members.database.db.groupAssignment.create({ data: { groupId: 'plan-day-group', circleId: east, buyerId: bob } });

    const stops = (await loadPlanDay(viewer(bob), 1))?.stops ?? [];
    expect(stops.map((stop) => [stop.circleId, stop.color, stop.memo]).sort()).toEqual([[east, 0, 'memo only'], [westPair, 0, '']].sort());
    // Out of the group, the share is no longer the member's route.
    await members.database.db.groupMember.delete({ where: { groupId_userId: { groupId: 'plan-day-group', userId: bob } } });
    expect((await loadPlanDay(viewer(bob), 1))?.stops).toEqual([]);
  });
});
