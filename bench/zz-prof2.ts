import { buildSearchIndex } from '@/lib/search';
import { generateCircles } from '@/tests/unit/search/synthetic-corpus';
const rows = generateCircles({ circles: 28000, seed: 7 });
const index = buildSearchIndex(rows);
const texts = index.entries.map(e => e.text);
const CH = 512;
const chunks: string[] = [];
for (let i = 0; i < texts.length; i += CH) chunks.push(texts.slice(i, i + CH).join('\u0003'));
const big = texts.join('\u0003');
for (const q of ['の', 'と', '东方', 'xyzzy', 'dragon', 'あ', 'ドラゴン', 'silver comet']) {
  for (let r = 0; r < 5; r++) {
    let t = performance.now(); let c = 0;
    for (const ch of chunks) { let p = ch.indexOf(q); while (p >= 0) { c++; p = ch.indexOf(q, p + 1); } }
    const chunked = performance.now() - t;
    t = performance.now(); let c2 = 0;
    { let p = big.indexOf(q); while (p >= 0) { c2++; p = big.indexOf(q, p + 1); } }
    const whole = performance.now() - t;
    t = performance.now(); let c3 = 0;
    for (let i = 0; i < texts.length; i++) if (texts[i]!.indexOf(q) >= 0) c3++;
    const per = performance.now() - t;
    if (r === 4) console.log(q, c, 'chunked', chunked.toFixed(3), 'big', whole.toFixed(3), 'per-row', per.toFixed(3), c3);
  }
}
