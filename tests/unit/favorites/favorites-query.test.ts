import { describe, expect, it } from 'vitest';
import { favoritesSearch, parseFavoritesQuery } from '@/lib/favorites/favorites-query';

describe('the favourites query string', () => {
  it('reads comma lists and repeated keys, and drops what it cannot read', () => {
    const query = parseFavoritesQuery({ color: ['3,1', '19', 'x', '1', '0'], day: '8', hall: 'E4', memo: '  new book ', pixiv: '12a' });
    expect(query).toEqual({ color: [0, 1, 3], day: undefined, hall: 'E4', memo: 'new book', pixiv: undefined });
    expect(parseFavoritesQuery({ day: ['2', '1'], hall: 'X9', pixiv: '4242' })).toMatchObject({ day: 2, hall: undefined, pixiv: '4242' });
  });

  it('writes the canonical string with defaults left out', () => {
    expect(favoritesSearch(parseFavoritesQuery({}))).toBe('');
    expect(favoritesSearch(parseFavoritesQuery({ memo: 'a b', color: '2,1', day: '1', hall: '' }))).toBe('?color=1%2C2&day=1&memo=a+b');
  });
});
