import { describe, expect, it } from 'vitest';
import { withMembersDatabase } from '@/tests/support/members-fixture';

// Visit marks against the real PostgreSQL: the mark with its edit time, and the offline sync's merge
// (the later edit wins, device times capped at the server's clock, a lost mark reported).

const members = withMembersDatabase();

const marks = () => import('@/lib/plan/visit-marks');
const sync = () => import('@/lib/offline/server/sync-favorites');
const at = (minute: number) => new Date(Date.UTC(2026, 11, 30, 9, minute));
const stored = (userId: string, circleId: number, day: number) => members.database.db.visitMark.findUnique({ where: { userId_circleId_day: { userId, circleId, day } } });

describe('setting a visit mark', () => {
  it('marks a circle of the day and stamps the edit time', async () => {
    const { setVisitMark, loadVisitMarks } = await marks();
    const { alice } = members.fixture.users;
    await setVisitMark(alice, { circleId: members.fixture.circles.east, day: 1, status: 'BOUGHT' }, at(1));
    expect(await setVisitMark(alice, { circleId: members.fixture.circles.east, day: '1', status: 'SOLD_OUT' }, at(2))).toEqual({
      circleId: members.fixture.circles.east,
      day: 1,
      status: 'SOLD_OUT',
      statusUpdatedAt: at(2).getTime(),
    });
    expect((await loadVisitMarks(alice, 1)).map((mark) => mark.status)).toEqual(['SOLD_OUT']);
    expect(await loadVisitMarks(members.fixture.users.bob, 1)).toEqual([]);
  });

  it('refuses a day the circle has no space on, a circle not listed and an unknown mark, writing nothing', async () => {
    const { setVisitMark } = await marks();
    const { bob } = members.fixture.users;
    await expect(setVisitMark(bob, { circleId: members.fixture.circles.dayTwo, day: 1, status: 'BOUGHT' })).rejects.toMatchObject({ messageKey: 'Errors.favorites.circleNotFound' });
    await expect(setVisitMark(bob, { circleId: members.fixture.circles.notSelected, day: 1, status: 'BOUGHT' })).rejects.toMatchObject({ code: 'notFound' });
    await expect(setVisitMark(bob, { circleId: members.fixture.circles.east, day: 8, status: 'BOUGHT' })).rejects.toMatchObject({ code: 'invalidInput' });
    await expect(setVisitMark(bob, { circleId: members.fixture.circles.east, day: 1, status: 'LOST' })).rejects.toMatchObject({ code: 'invalidInput' });
    expect(await members.database.db.visitMark.count({ where: { userId: bob } })).toBe(0);
  });
});

describe('syncing visit marks made offline', () => {
  it('keeps the later mark, reports the one that lost and leaves the favourite alone', async () => {
    const { setVisitMark } = await marks();
    const { syncFavoriteChanges } = await sync();
    const { bob } = members.fixture.users;
    const { east, westPair } = members.fixture.circles;
    await members.database.db.favorite.create({ data: { userId: bob, circleId: east, color: 2, memo: 'keep' } });
    await setVisitMark(bob, { circleId: east, day: 1, status: 'SKIPPED' }, at(10));

    const result = await syncFavoriteChanges(
      members.database.db,
      bob,
      [
        { circleId: east, visits: [{ day: 1, value: 'BOUGHT', editedAt: at(5).getTime() }] },
        { circleId: westPair, visits: [{ day: 1, value: 'SOLD_OUT', editedAt: at(20).getTime() }] },
      ],
      at(30),
    );
    expect(result.conflicts).toEqual([{ circleId: east, field: 'visit' }]);
    expect(result.visits).toEqual([
      { circleId: east, day: 1, status: 'SKIPPED', statusUpdatedAt: at(10).getTime() },
      { circleId: westPair, day: 1, status: 'SOLD_OUT', statusUpdatedAt: at(20).getTime() },
    ]);
    expect(result.favorites).toEqual([]);
    expect(result.removed).toEqual([]);
    expect(await members.database.db.favorite.findUnique({ where: { userId_circleId: { userId: bob, circleId: east } } })).toMatchObject({ color: 2, memo: 'keep' });
    expect(await stored(bob, westPair, 1)).toMatchObject({ status: 'SOLD_OUT' });
  });

  it('caps a device time ahead of the server and drops a mark for a day without the circle', async () => {
    const { syncFavoriteChanges } = await sync();
    const { alice } = members.fixture.users;
    const { dayTwo, westPair } = members.fixture.circles;
    const result = await syncFavoriteChanges(
      members.database.db,
      alice,
      [
        { circleId: westPair, visits: [{ day: 1, value: 'BOUGHT', editedAt: at(59).getTime() }] },
        { circleId: dayTwo, visits: [{ day: 1, value: 'BOUGHT', editedAt: at(1).getTime() }] },
      ],
      at(40),
    );
    expect(result.visits).toEqual([{ circleId: westPair, day: 1, status: 'BOUGHT', statusUpdatedAt: at(40).getTime() }]);
    expect(await stored(alice, dayTwo, 1)).toBeNull();
    // A mark made online a minute later than the capped time wins over the device's.
    const { setVisitMark } = await marks();
    await setVisitMark(alice, { circleId: westPair, day: 1, status: 'SKIPPED' }, at(41));
    const again = await syncFavoriteChanges(members.database.db, alice, [{ circleId: westPair, visits: [{ day: 1, value: 'BOUGHT', editedAt: at(59).getTime() }] }], at(40));
    expect(again.conflicts).toEqual([{ circleId: westPair, field: 'visit' }]);
  });
});
