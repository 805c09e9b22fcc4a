import { generateCircles } from '@/tests/unit/search/synthetic-corpus';
import { normalizeText } from '@/lib/text/normalize';
import { foldedReading } from '@/lib/text/romaji';


const rows = generateCircles({ circles: 28000, seed: 7 });
const all: string[] = [];
for (const r of rows) all.push(r.name, r.nameKana, r.author, r.authorKana, ...r.workTitles, r.description);
console.log('strings', all.length, 'chars', all.reduce((s, x) => s + x.length, 0));
for (let round = 0; round < 3; round++) {
  let t = performance.now(); for (const s of all) s.normalize('NFKC'); const nfkc = performance.now() - t;
  t = performance.now(); for (const s of all) s.toLowerCase(); const low = performance.now() - t;


  t = performance.now(); for (const s of all) normalizeText(s); const norm = performance.now() - t;
  t = performance.now(); for (const r of rows) { foldedReading(r.nameKana); foldedReading(r.authorKana); } const fr = performance.now() - t;
  console.log({ nfkc, low, norm, fr });
}
