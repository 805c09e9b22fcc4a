import type { Random } from '@/lib/demo-data/random';
import type { Script } from '@/lib/demo-data/words/text-templates';
import { chineseFamilyNames, chineseGivenNames, chinesePenNames, englishHandles, japaneseFamilyNames, japaneseGivenNames, japaneseHandles } from '@/lib/demo-data/words/author-words';
import { chineseHeads, chineseTails } from '@/lib/demo-data/words/chinese-words';
import { englishAdjectives, englishNouns, englishPrefixes, englishSuffixes } from '@/lib/demo-data/words/english-words';
import { circleSuffixes, hiraganaMimetics, hiraganaNouns, kanjiHeads, kanjiTails, katakanaTails, katakanaWords, placeWords } from '@/lib/demo-data/words/japanese-circle-words';
import type { ChineseWord, Word } from '@/lib/demo-data/words/word-list';

/**
 * A generated name, its kana reading and the script it is written in. Japanese readings come back in
 * hiragana and are turned into the circle's chosen kana later; English and Chinese names read in katakana.
 */
export type GeneratedName = { text: string; reading: string; script: Script };

const join = (...parts: Word[]): Word => ({
  text: parts.map((part) => part.text).join(''),
  reading: parts.map((part) => part.reading).join(''),
});
const space = (...parts: Word[]): Word => ({
  text: parts.map((part) => part.text).join(' '),
  reading: parts.map((part) => part.reading).join(''),
});

const chinese = (random: Random, script: Script, ...parts: ChineseWord[]): GeneratedName => ({
  text: parts.map((part) => (script === 'zhHant' ? part.traditional : part.simplified)).join(''),
  reading: parts.map((part) => part.reading).join(''),
  script,
});

type Pattern = (random: Random) => GeneratedName;
const ja = (word: Word): GeneratedName => ({ ...word, script: 'ja' });
const en = (word: Word): GeneratedName => ({ ...word, script: 'en' });

const circlePatterns: readonly (readonly [Pattern, number])[] = [
  [(r) => ja(join(r.pick(kanjiHeads), r.pick(kanjiTails))), 22],
  [(r) => ja(join(r.pick(kanjiHeads), { text: 'の', reading: 'の' }, r.pick(placeWords))), 7],
  [(r) => ja(join({ text: 'サークル', reading: 'さーくる' }, r.pick(kanjiHeads), r.chance(0.6) ? r.pick(circleSuffixes) : { text: '', reading: '' })), 4],
  [(r) => ja(join(r.pick(katakanaWords), r.chance(0.5) ? r.pick(katakanaTails) : r.pick(kanjiTails))), 10],
  [(r) => ja(join(r.pick(hiraganaMimetics), r.pick(hiraganaNouns))), 5],
  [(r) => ja(join(r.pick(hiraganaNouns), r.pick(kanjiTails))), 4],
  [(r) => ja(space(r.pick(englishPrefixes), r.pick(kanjiHeads))), 4],
  [(r) => ja(join(r.pick(kanjiHeads), r.pick(katakanaTails))), 4],
  [(r) => en(space(r.pick(englishAdjectives), r.pick(englishNouns), r.pick(englishSuffixes))), 10],
  [(r) => en(space(r.pick(englishAdjectives), r.pick(englishNouns))), 5],
  [(r) => en(space(r.pick(englishNouns), { text: '&', reading: 'アンド' }, r.pick(englishNouns))), 3],
  [(r) => en(space(r.pick(englishPrefixes), r.pick(englishNouns))), 2],
  [(r) => chinese(r, 'zhHans', r.pick(chineseHeads), r.pick(chineseTails)), 7],
  [(r) => chinese(r, 'zhHant', r.pick(chineseHeads), r.pick(chineseTails)), 5],
];

export function circleName(random: Random): GeneratedName {
  return random.weighted(circlePatterns)(random);
}

/** A pen name; `reading` is empty unless the name is Japanese. */
export type AuthorName = { text: string; reading: string };

function japaneseAuthor(random: Random): AuthorName {
  if (random.chance(0.4)) return random.pick(japaneseHandles);
  const family = random.pick(japaneseFamilyNames);
  const given = random.pick(japaneseGivenNames);
  return { text: family.text + given.text, reading: family.reading + given.reading };
}

function chineseAuthor(random: Random, script: Script): AuthorName {
  const written = (word: ChineseWord) => (script === 'zhHant' ? word.traditional : word.simplified);
  if (random.chance(0.4)) return { text: written(random.pick(chinesePenNames)), reading: '' };
  return { text: written(random.pick(chineseFamilyNames)) + written(random.pick(chineseGivenNames)), reading: '' };
}

/** Authors mostly write in their circle's language, but a Japanese circle may have a Chinese member, and so on. */
export function authorName(random: Random, circleScript: Script): AuthorName {
  const chineseScript: Script = circleScript === 'zhHant' ? 'zhHant' : 'zhHans';
  const weights: Record<Script, readonly (readonly ['ja' | 'en' | 'zh', number])[]> = {
    ja: [['ja', 85], ['en', 10], ['zh', 5]],
    en: [['ja', 45], ['en', 50], ['zh', 5]],
    zhHans: [['ja', 5], ['en', 10], ['zh', 85]],
    zhHant: [['ja', 5], ['en', 10], ['zh', 85]],
  };
  const language = random.weighted(weights[circleScript]);
  if (language === 'ja') return japaneseAuthor(random);
  if (language === 'en') return { text: random.pick(englishHandles), reading: '' };
  return chineseAuthor(random, chineseScript);
}
