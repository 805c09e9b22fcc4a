import { describe, expect, it } from 'vitest';
import { parseCircleListQuery, rawSearchParams } from '@/lib/catalogue/list-query';
import { readCircleListQuery } from '@/lib/catalogue/list-query-rules';
import { emptyCircleListQuery } from '@/lib/catalogue/query-string';

// The offline list reads a link's query in the browser without zod; it must read it as the server does.
describe('a list link read in the browser', () => {
  const links = [
    '',
    '?keyword=aozora&day=2',
    '?keyword=%20kitsune%20&area=E1,W2,X9&block=E:%E3%82%A2&genre=101&genre=102,abc&pay=on&favorite=true',
    '?favoriteColor=1,18,19,0&favoriteMemo=must&sort=newest&rankingScoreThreshold=0.5&page=3&wcid=99&isBooth=1',
    '?day=8&space=1000&page=0&sort=bogus&rankingScoreThreshold=2&wcid=99999999999&keyword=' + 'x'.repeat(500),
  ];
  it.each(links)('reads %s as the server does', (search) => {
    expect(readCircleListQuery(search)).toEqual({ ...emptyCircleListQuery, ...parseCircleListQuery(rawSearchParams(new URLSearchParams(search))) });
  });
});
