import { addWords, createVocabulary, fuzzyWords } from '@/lib/search/fuzzy';
const rnd = Math.random;
const v = createVocabulary();
const letters = 'etaoinshrdlcumwfgypbvkjxqz';
for (let i = 0; i < 25000; i++) {
  const len = 4 + Math.floor(rnd() * 8);
  let w = ''; for (let j = 0; j < len; j++) w += letters[Math.floor(Math.pow(rnd(), 2) * 26)];
  addWords(v, i, [w]);
}
console.log('vocab', v.postings.size);
for (let r = 0; r < 3; r++) for (const q of ['dragon', 'silvre', 'midnigth', 'lanturn', 'crystal']) {
  const t = performance.now(); let n = 0;
  for (let i = 0; i < 20; i++) n = fuzzyWords(v, q).length;
  if (r === 2) console.log(q, ((performance.now() - t) / 20).toFixed(3), n);
}
