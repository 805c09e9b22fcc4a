import { buildSearchIndex, searchIndex } from '@/lib/search';
import { generateCircles } from '@/tests/unit/search/synthetic-corpus';
import { bruteForceSearch } from '@/tests/unit/search/brute-force';
const rows = generateCircles({ circles: 3000, booths: 30, seed: 11 });
const index = buildSearchIndex(rows);
for (const kw of ['東', 'ab', 'dragon', 'drgaon', 'toho', 'とう', '漫 会']) {
  let t = performance.now();
  for (let i = 0; i < 10; i++) bruteForceSearch(rows, { keyword: kw, sort: 'placement', threshold: 0, offset: 0, limit: 10 });
  const bf = (performance.now() - t) / 10;
  t = performance.now();
  for (let i = 0; i < 10; i++) searchIndex(index, { keyword: kw, sort: 'placement', threshold: 0, offset: 0, limit: 1000 });
  console.log(kw, 'bf', bf.toFixed(2), 'engine', ((performance.now() - t) / 10).toFixed(2));
}
