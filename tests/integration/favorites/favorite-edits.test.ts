import { describe, expect, it } from 'vitest';
import { withMembersDatabase } from '@/tests/support/members-fixture';
import { parseOrThrow } from '@/lib/errors';
import { bulkRemoveSchema, bulkSetColorSchema, removeFavoriteSchema, renameLabelSchema, saveMemoSchema, setColorSchema } from '@/lib/favorites/schemas';
import { thrownBy } from '@/tests/support/thrown-by';

const members = withMembersDatabase();

const edits = () => import('@/lib/favorites/favorite-edits');
const bulkEdits = () => import('@/lib/favorites/bulk-edits');
const stored = (userId: string, circleId: number) => members.database.db.favorite.findUnique({ where: { userId_circleId: { userId, circleId } } });

describe('favourite colour and memo', () => {
  it('favourites in a colour, changes it, and stamps only the colour edit time', async () => {
    const { setFavoriteColor } = await edits();
    const { alice } = members.fixture.users;
    const first = new Date('2026-11-01T10:00:00Z');
    const later = new Date('2026-11-01T10:05:00Z');
    expect(await setFavoriteColor(alice, parseOrThrow(setColorSchema, { circleId: members.fixture.circles.east, color: 3 }), first)).toEqual({
      circleId: members.fixture.circles.east,
      color: 3,
      memo: '',
      colorUpdatedAt: first,
      memoUpdatedAt: first,
    });
    await setFavoriteColor(alice, parseOrThrow(setColorSchema, { circleId: members.fixture.circles.east, color: 18 }), later);
    expect(await stored(alice, members.fixture.circles.east)).toMatchObject({ color: 18, colorUpdatedAt: later, memoUpdatedAt: first });
  });

  it('saves a memo as typed without touching the colour or its edit time', async () => {
    const { saveFavoriteMemo } = await edits();
    const { alice } = members.fixture.users;
    const before = await stored(alice, members.fixture.circles.east);
    const at = new Date('2026-11-02T09:00:00Z');
    const saved = await saveFavoriteMemo(alice, parseOrThrow(saveMemoSchema, { circleId: members.fixture.circles.east, memo: 'New book\r\nand the set ' }), at);
    expect(saved).toMatchObject({ color: 18, memo: 'New book\nand the set ', memoUpdatedAt: at, colorUpdatedAt: before?.colorUpdatedAt });
  });

  it('keeps a memo on a circle that is no favourite as memo only, and drops the row when that memo is emptied', async () => {
    const { saveFavoriteMemo } = await edits();
    const { alice } = members.fixture.users;
    expect(await saveFavoriteMemo(alice, parseOrThrow(saveMemoSchema, { circleId: members.fixture.circles.dayTwo, memo: 'maybe' }))).toMatchObject({ color: 0, memo: 'maybe' });
    expect(await saveFavoriteMemo(alice, parseOrThrow(saveMemoSchema, { circleId: members.fixture.circles.dayTwo, memo: '' }))).toBeNull();
    expect(await stored(alice, members.fixture.circles.dayTwo)).toBeNull();
  });

  it('empties the memo of a coloured favourite and keeps the favourite', async () => {
    const { saveFavoriteMemo, setFavoriteColor } = await edits();
    const { bob } = members.fixture.users;
    await setFavoriteColor(bob, parseOrThrow(setColorSchema, { circleId: members.fixture.circles.westPair, color: 1 }));
    await saveFavoriteMemo(bob, parseOrThrow(saveMemoSchema, { circleId: members.fixture.circles.westPair, memo: 'first' }));
    expect(await saveFavoriteMemo(bob, parseOrThrow(saveMemoSchema, { circleId: members.fixture.circles.westPair, memo: '' }))).toMatchObject({ color: 1, memo: '' });
  });

  it('refuses bad input with field keys', async () => {
    const { alice } = members.fixture.users;
    expect(thrownBy(() => parseOrThrow(setColorSchema, { circleId: members.fixture.circles.east, color: 19 }))).toMatchObject({ code: 'invalidInput', fields: { color: 'Errors.favorites.invalidColor' } });
    expect(thrownBy(() => parseOrThrow(setColorSchema, { circleId: members.fixture.circles.east, color: 0 }))).toMatchObject({ fields: { color: 'Errors.favorites.invalidColor' } });
    expect(thrownBy(() => parseOrThrow(setColorSchema, { circleId: 'abc', color: 2 }))).toMatchObject({ fields: { circleId: 'Errors.favorites.circleNotFound' } });
    expect(thrownBy(() => parseOrThrow(saveMemoSchema, { circleId: members.fixture.circles.east, memo: 'x'.repeat(5001) }))).toMatchObject({ fields: { memo: 'Errors.favorites.memoTooLong' } });
    expect(thrownBy(() => parseOrThrow(saveMemoSchema, { circleId: members.fixture.circles.east, memo: 'a\u0000b' }))).toMatchObject({ fields: { memo: 'Errors.field.invalidCharacters' } });
    expect(await stored(alice, members.fixture.circles.east)).toMatchObject({ color: 18, memo: 'New book\nand the set ' });
  });

  it('refuses circles that are not listed in the current event', async () => {
    const { saveFavoriteMemo, setFavoriteColor } = await edits();
    const { alice } = members.fixture.users;
    for (const circleId of [members.fixture.circles.notSelected, members.fixture.circles.otherEvent, 999_999]) {
      await expect(setFavoriteColor(alice, parseOrThrow(setColorSchema, { circleId, color: 1 }))).rejects.toMatchObject({ code: 'notFound', messageKey: 'Errors.favorites.circleNotFound' });
      await expect(saveFavoriteMemo(alice, parseOrThrow(saveMemoSchema, { circleId, memo: 'x' }))).rejects.toMatchObject({ code: 'notFound' });
    }
    expect(await members.database.db.favorite.count({ where: { circleId: { in: [members.fixture.circles.notSelected, members.fixture.circles.otherEvent] } } })).toBe(0);
  });

  it("removes only the user's own row", async () => {
    const { removeFavorite, setFavoriteColor } = await edits();
    const { alice, bob } = members.fixture.users;
    await setFavoriteColor(alice, parseOrThrow(setColorSchema, { circleId: members.fixture.circles.westPair, color: 5 }));
    expect(await removeFavorite(alice, parseOrThrow(removeFavoriteSchema, { circleId: members.fixture.circles.westPair }))).toEqual({ circleId: members.fixture.circles.westPair, removed: true });
    expect(await removeFavorite(alice, parseOrThrow(removeFavoriteSchema, { circleId: members.fixture.circles.westPair }))).toEqual({ circleId: members.fixture.circles.westPair, removed: false });
    expect(await stored(bob, members.fixture.circles.westPair)).toMatchObject({ color: 1 });
  });
});

describe('bulk edits', () => {
  it("recolour and remove the user's own favourites only, skipping ids that are not theirs", async () => {
    const { setFavoriteColor } = await edits();
    const { bulkRemoveFavorites, bulkSetFavoriteColor } = await bulkEdits();
    const { alice, bob } = members.fixture.users;
    const { east, westPair, dayTwo } = members.fixture.circles;
    await setFavoriteColor(alice, parseOrThrow(setColorSchema, { circleId: dayTwo, color: 2 }));
    const at = new Date('2026-11-03T12:00:00Z');
    // westPair is Bob's favourite, not Alice's: her bulk edit must neither change nor create it.
    expect(await bulkSetFavoriteColor(alice, parseOrThrow(bulkSetColorSchema, { circleIds: [east, dayTwo, westPair, east], color: 7 }), at)).toEqual({ color: 7, updated: 2 });
    expect(await stored(alice, east)).toMatchObject({ color: 7, colorUpdatedAt: at });
    expect(await stored(alice, westPair)).toBeNull();
    expect(await stored(bob, westPair)).toMatchObject({ color: 1 });

    expect(await bulkRemoveFavorites(alice, parseOrThrow(bulkRemoveSchema, { circleIds: [east, westPair] }))).toEqual({ removed: 1 });
    expect(await stored(alice, east)).toBeNull();
    expect(await stored(alice, dayTwo)).toMatchObject({ color: 7 });
    expect(await stored(bob, westPair)).not.toBeNull();
  });

  it('refuses an empty selection and a colour out of range', async () => {
    const { alice } = members.fixture.users;
    expect(thrownBy(() => parseOrThrow(bulkRemoveSchema, { circleIds: [] }))).toMatchObject({ fields: { circleIds: 'Errors.favorites.noneSelected' } });
    expect(thrownBy(() => parseOrThrow(bulkSetColorSchema, { circleIds: [members.fixture.circles.dayTwo], color: 99 }))).toMatchObject({ fields: { color: 'Errors.favorites.invalidColor' } });
    expect(await stored(alice, members.fixture.circles.dayTwo)).toMatchObject({ color: 7 });
  });
});

describe('colour labels', () => {
  it("renames a colour for the user only, and an empty name returns it to the default", async () => {
    const { getColorLabels, renameColorLabel } = await import('@/lib/favorites/color-labels');
    const { alice, bob } = members.fixture.users;
    expect(await renameColorLabel(alice, parseOrThrow(renameLabelSchema, { color: 4, label: '  Must have  ' }))).toEqual({ color: 4, label: 'Must have' });
    await renameColorLabel(bob, parseOrThrow(renameLabelSchema, { color: 4, label: 'Later' }));
    expect(await getColorLabels(alice)).toEqual(new Map([[4, 'Must have']]));
    expect(await renameColorLabel(alice, parseOrThrow(renameLabelSchema, { color: 4, label: '' }))).toEqual({ color: 4, label: null });
    expect(await getColorLabels(alice)).toEqual(new Map());
    expect(await getColorLabels(bob)).toEqual(new Map([[4, 'Later']]));
    expect(thrownBy(() => parseOrThrow(renameLabelSchema, { color: 4, label: 'x'.repeat(41) }))).toMatchObject({ fields: { label: 'Errors.favorites.labelTooLong' } });
    expect(thrownBy(() => parseOrThrow(renameLabelSchema, { color: 19, label: 'x' }))).toMatchObject({ fields: { color: 'Errors.favorites.invalidColor' } });
  });
});

describe('the favourites screen', () => {
  it('reads the listed favourites with their spaces in placement order, grouped by day and hall, counted per space', async () => {
    const { setFavoriteColor, saveFavoriteMemo } = await edits();
    const { loadFavorites, circlesForPixivUser } = await import('@/lib/favorites/load-favorites');
    const { countByColor, filterFavorites, groupByDayAndHall } = await import('@/lib/favorites/favorite-list');
    const carol = (await members.database.db.user.create({ data: { email: 'carol@example.com' } })).id;
    const { east, westPair, dayTwo, otherEvent } = members.fixture.circles;
    await setFavoriteColor(carol, parseOrThrow(setColorSchema, { circleId: dayTwo, color: 2 }));
    await setFavoriteColor(carol, parseOrThrow(setColorSchema, { circleId: westPair, color: 2 }));
    await setFavoriteColor(carol, parseOrThrow(setColorSchema, { circleId: east, color: 9 }));
    await saveFavoriteMemo(carol, parseOrThrow(saveMemoSchema, { circleId: east, memo: 'ショップ' }));
    // A favourite of another event stays stored and is not shown.
    await members.database.db.favorite.create({ data: { userId: carol, circleId: otherEvent, color: 1 } });

    const entries = await loadFavorites(carol);
    expect(entries.map((entry) => entry.circleId).sort()).toEqual([east, westPair, dayTwo].sort());
    expect(entries.find((entry) => entry.circleId === westPair)?.spaces.map((space) => space.side)).toEqual(['a', 'b']);
    expect(entries.find((entry) => entry.circleId === east)?.pixivUserId).toBe('4242');

    const groups = groupByDayAndHall(entries);
    expect(groups.map((group) => group.key)).toEqual(['1:E1', '1:W1', '2:E1']);
    expect(countByColor(entries)).toEqual(new Map([[2, 3], [9, 1]]));
    const query = { color: [], day: undefined, hall: undefined, memo: 'しょっぷ', pixiv: undefined };
    expect(filterFavorites(entries, query).map((entry) => entry.circleId)).toEqual([east]);
    expect(await circlesForPixivUser('4242')).toEqual([{ id: east, name: 'East circle' }]);
    expect(await circlesForPixivUser('424')).toEqual([]);
    expect(await members.database.db.favorite.count({ where: { userId: carol } })).toBe(4);
  });
});
