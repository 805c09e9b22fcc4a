import type { SearchableCircle } from '@/lib/search';
import type { QualityQuery } from './queries';

export type QualityMiss = { query: QualityQuery; rank: number | null; first: string };

export type QualityResult = { queries: number; top1: number; top5: number; mrr: number; misses: QualityMiss[] };

/** The id of the one listed row an expectation names; throws when it names none or several. */
export function resolveExpected(rows: readonly SearchableCircle[], query: QualityQuery): number {
  const { name, author } = query.expect;
  const found = rows.filter((row) => row.name === name && (author === undefined || row.author === author));
  if (found.length !== 1) throw new Error(`"${query.query}" expects ${name}${author ? ` by ${author}` : ''}: ${found.length} rows match`);
  return found[0]?.id ?? 0;
}

/**
 * Top-1 and top-5 hit rates and the mean reciprocal rank of the expected row, over the ids `rank`
 * returns for each query, best first (a row not returned counts 0).
 */
export function measureQuality(
  rows: readonly SearchableCircle[],
  queries: readonly QualityQuery[],
  rank: (keyword: string) => readonly number[],
): QualityResult {
  const names = new Map(rows.map((row) => [row.id, row.name]));
  let top1 = 0;
  let top5 = 0;
  let reciprocal = 0;
  const misses: QualityMiss[] = [];
  for (const query of queries) {
    const expected = resolveExpected(rows, query);
    const ids = rank(query.query);
    const at = ids.indexOf(expected);
    if (at === 0) top1++;
    if (at >= 0 && at < 5) top5++;
    if (at >= 0) reciprocal += 1 / (at + 1);
    if (at !== 0) misses.push({ query, rank: at < 0 ? null : at + 1, first: names.get(ids[0] ?? 0) ?? '(nothing)' });
  }
  const n = Math.max(queries.length, 1);
  return { queries: queries.length, top1: top1 / n, top5: top5 / n, mrr: reciprocal / n, misses };
}

export function qualityLine(result: QualityResult): string {
  return `search quality top1=${result.top1.toFixed(3)} top5=${result.top5.toFixed(3)} mrr=${result.mrr.toFixed(3)} queries=${result.queries}`;
}
