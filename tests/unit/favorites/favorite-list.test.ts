import { describe, expect, it } from 'vitest';
import { countByColor, filterFavorites, groupByDayAndHall, sortSpaces, type FavoriteEntry, type FavoriteSpace } from '@/lib/favorites/favorite-list';

const space = (dayNumber: number, area: FavoriteSpace['area'], hallNumber: number, blockOrder: number, spaceNumber: number, side: 'a' | 'b' = 'a'): FavoriteSpace => ({
  dayNumber,
  date: new Date(Date.UTC(2026, 11, 29 + dayNumber)),
  area,
  hallNumber,
  block: 'ア',
  blockOrder,
  spaceNumber,
  side,
});

const entry = (circleId: number, color: number, spaces: FavoriteSpace[], memo = ''): FavoriteEntry => ({ circleId, wcid: circleId, updatedAt: new Date(0), name: `c${circleId}`, romaji: '', author: '', color, memo, pixivUserId: null, spaces: sortSpaces(spaces), withdrawn: false });

const entries = [
  entry(1, 1, [space(2, 'EAST', 1, 1, 5)]),
  entry(2, 1, [space(1, 'WEST', 1, 40, 3, 'b'), space(1, 'WEST', 1, 40, 3, 'a')], 'Sold out early'),
  entry(3, 4, [space(1, 'EAST', 2, 2, 9)]),
  entry(4, 0, [], 'memo only'),
  entry(5, 4, [space(1, 'EAST', 2, 2, 1)]),
];

describe('the favourites list', () => {
  it('groups by day and hall in placement order, rows in placement order, circles without a space last', () => {
    const groups = groupByDayAndHall(entries);
    expect(groups.map((group) => [group.key, group.entries.map((e) => e.circleId)])).toEqual([
      ['1:E2', [5, 3]],
      ['1:W1', [2]],
      ['2:E1', [1]],
      ['none', [4]],
    ]);
  });

  it('counts per space: a circle on two spaces counts twice', () => {
    expect(countByColor(entries)).toEqual(new Map([[1, 3], [4, 2], [0, 1]]));
  });

  it('filters by several colours at once, day, hall and memo text', () => {
    const ids = (query: Partial<Parameters<typeof filterFavorites>[1]>) =>
      filterFavorites(entries, { color: [], day: undefined, hall: undefined, memo: '', pixiv: undefined, ...query }).map((e) => e.circleId);
    expect(ids({ color: [1, 4] })).toEqual([1, 2, 3, 5]);
    expect(ids({ day: 1 })).toEqual([2, 3, 5]);
    expect(ids({ hall: 'W1' })).toEqual([2]);
    expect(ids({ memo: 'SOLD' })).toEqual([2]);
    expect(ids({ color: [4], day: 2 })).toEqual([]);
  });
});
