import type { SearchIndex } from './build-index';
import type { Scratch } from './scratch';
import type { RanksBefore } from './select';
import type { SearchSort } from './types';

/**
 * Comparators over slots. Every order ends with venue order and then id, so pages never overlap or
 * skip rows whatever the ties.
 */
export function orderingFor(sort: SearchSort, index: SearchIndex, scratch: Scratch): RanksBefore {
  const { order, total } = scratch;
  const { id, updatedAt } = index.columns;
  const byPlacement: RanksBefore = (a, b) => {
    const oa = order[a] ?? 0;
    const ob = order[b] ?? 0;
    return oa !== ob ? oa < ob : (id[a] ?? 0) < (id[b] ?? 0);
  };
  if (sort === 'placement') return byPlacement;
  if (sort === 'newest') {
    return (a, b) => {
      const ua = updatedAt[a] ?? 0;
      const ub = updatedAt[b] ?? 0;
      return ua !== ub ? ua > ub : byPlacement(a, b);
    };
  }
  return (a, b) => {
    const sa = total[a] ?? 0;
    const sb = total[b] ?? 0;
    return sa !== sb ? sa > sb : byPlacement(a, b);
  };
}
