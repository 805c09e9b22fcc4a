import { buildSearchIndex } from '@/lib/search';
import { generateCircles } from '@/tests/unit/search/synthetic-corpus';
const rows = generateCircles({ circles: 28000, seed: 7 });
for (let r = 0; r < 4; r++) {
  const t = performance.now();
  buildSearchIndex(rows);
  console.log('build', (performance.now() - t).toFixed(0));
}
