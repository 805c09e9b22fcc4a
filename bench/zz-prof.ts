import { buildSearchIndex, searchIndex } from '@/lib/search';
import { generateCircles } from '@/tests/unit/search/synthetic-corpus';
import { scoreExact } from '@/lib/search/match';
const rows = generateCircles({ circles: 28000, seed: 7 });
let t = performance.now();
const index = buildSearchIndex(rows);
console.log('build', performance.now() - t);
const texts = index.entries.map(e => e.text);
console.log('avg len', texts.reduce((s, x) => s + x.length, 0) / texts.length);
for (const q of ['の', 'と', '東方', 'xyzzy', 'dragon', 'ア', 'あ']) {
  for (let r = 0; r < 3; r++) {
    t = performance.now(); let c = 0;
    for (let i = 0; i < texts.length; i++) if (texts[i]!.indexOf(q) >= 0) c++;
    const raw = performance.now() - t;
    t = performance.now(); let c2 = 0;
    for (const e of index.entries) if (scoreExact(e, q) > 0) c2++;
    const sc = performance.now() - t;
    t = performance.now();
    const res = searchIndex(index, { keyword: q, sort: 'score', threshold: 0, offset: 0, limit: 50 });
    const full = performance.now() - t;
    if (r === 2) console.log(q, c, 'raw', raw.toFixed(2), 'score', sc.toFixed(2), c2, 'full', full.toFixed(2), res.total);
  }
}
