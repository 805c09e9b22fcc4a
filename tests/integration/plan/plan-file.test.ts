import { describe, expect, it } from 'vitest';
import { withMembersDatabase } from '@/tests/support/members-fixture';

// The plan's own download imports back: JSON and CSV carry the order, entrance, pins, planned spend and
// marks; a file that is not a plan, or names circles that are not the member's, changes nothing.

const members = withMembersDatabase();

const viewer = (userId: string) => ({ userId, mayViewAdult: true, locale: 'en' as const, hallName: (area: string, number: number) => `${area} ${number}` });

describe('the plan file', () => {
  it('exports as JSON and CSV and imports back, for the member whose favourites it names', async () => {
    const { planFile, planToCsv, planToJson } = await import('@/lib/plan/plan-file');
    const { importPlanFile } = await import('@/lib/plan/import-plan-file');
    const { loadPlanDay } = await import('@/lib/plan/load-plan-day');
    const { alice, bob } = members.fixture.users;
    const { east, westPair } = members.fixture.circles;
    const work = await members.database.db.work.create({ data: { circleId: east, title: 'Book, "new"', priceYen: 800 } });
    await members.database.db.favorite.createMany({ data: [east, westPair].map((circleId) => ({ userId: alice, circleId, color: 1 })) });
    await members.database.db.favorite.create({ data: { userId: bob, circleId: east, color: 2 } });

    const stops = (await loadPlanDay(viewer(alice), 1))!.stops.map((stop) =>
      stop.circleId === east ? { ...stop, name: 'Name, with "quotes"\nand a line', visit: 'BOUGHT' as const, plannedWorkIds: [work.id], pinned: true } : { ...stop, plannedYen: 1200, visit: 'SOLD_OUT' as const },
    );
    const ordered = [...stops].sort((a) => (a.circleId === westPair ? -1 : 1));
    const file = planFile(1, 'WEST-1', ordered);

    expect(await importPlanFile(alice, { text: planToCsv(file) })).toEqual({ day: 1, imported: 2 });
    const back = (await loadPlanDay(viewer(alice), 1))!;
    expect(back.savedOrder).toEqual([westPair, east]);
    expect(back.entranceHall).toBe('WEST-1');
    expect(Object.fromEntries(back.stops.map((stop) => [stop.circleId, [stop.visit, stop.pinned, stop.plannedYen, stop.plannedWorkIds]]))).toEqual({
      [east]: ['BOUGHT', true, null, [work.id]],
      [westPair]: ['SOLD_OUT', false, 1200, []],
    });

    // Bob has only one of the two circles as a favourite: the other line is skipped.
    expect(await importPlanFile(bob, { text: planToJson(file) })).toEqual({ day: 1, imported: 1 });
    expect((await members.database.db.planDay.findUnique({ where: { userId_day: { userId: bob, day: 1 } } }))?.stopOrder).toEqual([east]);
  });

  it('refuses a file that is not a plan and writes nothing', async () => {
    const { importPlanFile } = await import('@/lib/plan/import-plan-file');
    const { bob } = members.fixture.users;
    const before = await members.database.db.visitMark.count({ where: { userId: bob } });
    for (const text of ['Header,ComicMarketCD-ROMCatalog,C999,UTF-8', '{"format":"event-day-plan","version":2}', '{not json', '"event-day-plan","1","9",""\r\n"order"\r\n']) {
      await expect(importPlanFile(bob, { text })).rejects.toMatchObject({ code: 'invalidInput' });
    }
    expect(await members.database.db.visitMark.count({ where: { userId: bob } })).toBe(before);
  });
});
