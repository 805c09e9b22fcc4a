import { describe, expect, it } from 'vitest';
import { mapSearchPath } from '@/lib/map/map-search-path';
import { parseMapSearchQuery } from '@/lib/map/map-search-query';

describe('the map search query', () => {
  it('reads the map search keys and drops what it cannot read', () => {
    expect(parseMapSearchQuery(new URLSearchParams('day=2&hall=E4&category=booth&keyword=%20cat%20&genreCode=234'))).toEqual({
      day: 2,
      hall: 'E4',
      category: 'booth',
      keyword: 'cat',
      genreCode: 234,
    });
    expect(parseMapSearchQuery(new URLSearchParams('day=8&hall=Z1&category=x&genreCode=abc'))).toEqual({ category: 'circle', keyword: '' });
  });

  it('builds the URL it reads back', () => {
    const query = { day: 1, hall: 'W2', category: 'circle' as const, keyword: '東方 project', genreCode: 234 };
    const path = mapSearchPath(query);
    expect(path.startsWith('/api/map/search?')).toBe(true);
    expect(parseMapSearchQuery(new URL(path, 'http://x').searchParams)).toEqual(query);
  });
});
