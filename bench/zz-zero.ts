import { buildSearchIndex, searchIndex } from '@/lib/search';
import { generateCircles } from '@/tests/unit/search/synthetic-corpus';
import { generateSearchQueries } from './search-queries';
const rows = generateCircles({ circles: 28000, seed: 7 });
const index = buildSearchIndex(rows);
for (const { kind, query } of generateSearchQueries(rows)) {
  const r = searchIndex(index, query);
  if (r.total === 0) console.log(kind, JSON.stringify(query));
}
