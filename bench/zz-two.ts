import { buildSearchIndex, searchIndex } from '@/lib/search';
import { generateCircles } from '@/tests/unit/search/synthetic-corpus';
const rows = generateCircles({ circles: 3000, booths: 30, seed: 11 });
const index = buildSearchIndex(rows);
for (let r = 0; r < 5; r++) for (const kw of ['漫 会', '会 漫', '漫', '会', 'の か']) {
  const t = performance.now();
  let res;
  for (let i = 0; i < 20; i++) res = searchIndex(index, { keyword: kw, sort: 'placement', threshold: 0, offset: 0, limit: 1000 });
  if (r === 4) console.log(kw, ((performance.now() - t) / 20).toFixed(3), res!.total);
}
