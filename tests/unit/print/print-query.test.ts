import { describe, expect, it } from 'vitest';
import { parsePrintQuery } from '@/lib/print/print-query';
import { printPath, printSearch, resolvePrintType } from '@/lib/print/print-url';

describe('the print query', () => {
  it('reads the print keys: comma lists, flags true only for 1, and the locale', () => {
    expect(parsePrintQuery({ days: '2,1,9,x', areas: 'E1,Q9,W2', colors: ['3', '1,19'], prnColor: '1', prnGenre: 'true', prnMemo: '1', prnMenus: '1', locale: 'ja' })).toEqual({
      days: [1, 2],
      areas: ['E1', 'W2'],
      colors: [1, 3],
      prnColor: true,
      prnGenre: false,
      prnMemo: true,
      prnMenus: true,
      locale: 'ja',
    });
    expect(parsePrintQuery({ locale: 'fr' })).toEqual({ days: [], areas: [], colors: [], prnColor: false, prnGenre: false, prnMemo: false, prnMenus: false });
  });

  it('writes the URL the print page reads back', () => {
    const query = { days: [1], areas: ['E4', 'S1'], colors: [1, 10], prnColor: true, prnGenre: false, prnMemo: true, prnMenus: true, locale: 'zh' as const };
    expect(printPath(2, query)).toBe('/print-type-2?days=1&areas=E4,S1&colors=1,10&prnColor=1&prnMemo=1&prnMenus=1&locale=zh');
    expect(parsePrintQuery(Object.fromEntries(new URLSearchParams(printSearch(query))))).toEqual(query);
  });

  it('prints the list for the default type 0 and refuses types it does not have', () => {
    expect(resolvePrintType(0)).toBe(1);
    expect(resolvePrintType(3)).toBe(3);
    expect(resolvePrintType(4)).toBe(4);
    expect(resolvePrintType(5)).toBeNull();
  });
});
