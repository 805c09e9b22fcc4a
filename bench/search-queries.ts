import { Converter } from 'opencc-js';
import { toKatakana, toHiragana, toRomaji } from 'wanakana';
import type { SearchableCircle, SearchQuery, SearchSort } from '@/lib/search';
import { createRandom } from '@/tests/unit/search/synthetic-corpus';

/** One benchmark query; `kind` groups the figures (and tells a slow tail apart). */
export type BenchQuery = { kind: string; query: SearchQuery };

type Random = () => number;

const HAN = /^[\u3400-\u9fff]+$/u;
const KANA = /[\u3041-\u30ff]/;
const LATIN_NAME = /^[A-Za-z][A-Za-z .'&-]*$/;

const isJapanese = (row: SearchableCircle): boolean => row.nameKana !== '' && !LATIN_NAME.test(row.name);
const isEnglish = (row: SearchableCircle): boolean => LATIN_NAME.test(row.name);
const isChinese = (row: SearchableCircle): boolean => HAN.test(row.name) && row.nameKana === '';

const toTraditional = Converter({ from: 'cn', to: 'tw' });
const toSimplified = Converter({ from: 'tw', to: 'cn' });

/** A substring of one whitespace-separated part of `text`, as someone would copy it. */
function substring(random: Random, text: string, min: number, max: number): string {
  const parts = text.split(/\s+/).filter((part) => part !== '');
  const chars = Array.from(parts[Math.floor(random() * parts.length)] ?? '');
  if (chars.length === 0) return '';
  const length = Math.min(chars.length, min + Math.floor(random() * (max - min + 1)));
  const start = Math.floor(random() * (chars.length - length + 1));
  return chars.slice(start, start + length).join('');
}

function latinWords(text: string, minLength: number): string[] {
  return text.split(/[^A-Za-z]+/).filter((word) => word.length >= minLength);
}

/** One edit that keeps the word at five letters or more, where typo tolerance starts. */
function typo(random: Random, word: string): string {
  const at = 1 + Math.floor(random() * (word.length - 2));
  const edit = word.length > 5 ? Math.floor(random() * 3) : 1 + Math.floor(random() * 2);
  if (edit === 0) return word.slice(0, at) + word.slice(at + 1);
  if (edit === 1) return word.slice(0, at) + (word[at + 1] ?? '') + (word[at] ?? '') + word.slice(at + 2);
  return word.slice(0, at) + 'xq'.charAt(Math.floor(random() * 2)) + word.slice(at + 1);
}

const fullWidth = (text: string): string =>
  text.replace(/[!-~]/g, (c) => String.fromCharCode(c.charCodeAt(0) + 0xfee0));

// Kana that cannot start a typed word, or end one before its syllable is complete.
const DEPENDENT = /^[ぁぃぅぇぉっゃゅょゎんー]/;

/** A reading or a prefix of it that ends on a whole syllable, as a visitor would type it. */
function readingPrefix(random: Random, reading: string): string {
  const chars = Array.from(toHiragana(reading.replace(/\s+/g, '')));
  if (random() < 0.5) return chars.join('');
  let end = Math.min(chars.length, 3 + Math.floor(random() * 4));
  while (end < chars.length && DEPENDENT.test(chars[end] ?? '')) end++;
  return chars.slice(0, end).join('');
}

/** Romaji as a visitor types it: Hepburn, with long vowels sometimes dropped (touhou → toho). */
function romajiOf(random: Random, reading: string): string {
  const romaji = toRomaji(readingPrefix(random, reading)).replace(/[^a-z]/g, '');
  return random() < 0.5 ? romaji.replace(/ou/g, 'o').replace(/uu/g, 'u') : romaji;
}

type Maker = (random: Random, row: SearchableCircle) => string;

// Each kind draws rows until one suits it; `makes` returns '' for a row that does not.
const KINDS: readonly { kind: string; weight: number; fits: (row: SearchableCircle) => boolean; makes: Maker }[] = [
  { kind: 'kana-1', weight: 3, fits: (r) => KANA.test(r.nameKana), makes: (rnd, r) => substring(rnd, r.nameKana, 1, 1) },
  { kind: 'kanji-1', weight: 2, fits: isJapanese, makes: (rnd, r) => substring(rnd, r.name.replace(/[^\u3400-\u9fff]/g, ''), 1, 1) },
  { kind: 'japanese-2-3', weight: 4, fits: isJapanese, makes: (rnd, r) => substring(rnd, r.name, 2, 3) },
  {
    kind: 'katakana-vs-hiragana',
    weight: 2,
    fits: (r) => KANA.test(r.nameKana),
    makes: (rnd, r) => {
      const part = substring(rnd, r.nameKana, 2, 4);
      return part === toKatakana(part) ? toHiragana(part) : toKatakana(part);
    },
  },
  { kind: 'full-width-latin', weight: 1, fits: isEnglish, makes: (rnd, r) => fullWidth(pickWord(rnd, latinWords(r.name, 3))) },
  { kind: 'romaji', weight: 4, fits: isJapanese, makes: (rnd, r) => romajiOf(rnd, r.nameKana) },
  { kind: 'english', weight: 3, fits: isEnglish, makes: (rnd, r) => pickWord(rnd, latinWords(r.name, 3)) },
  {
    kind: 'english-typo',
    weight: 2,
    fits: (r) => latinWords(r.name, 5).length > 0,
    makes: (rnd, r) => typo(rnd, pickWord(rnd, latinWords(r.name, 5)).toLowerCase()),
  },
  {
    kind: 'chinese-other-form',
    weight: 2,
    fits: isChinese,
    makes: (rnd, r) => {
      const part = substring(rnd, r.name, 2, 3);
      return toSimplified(part) === part ? toTraditional(part) : toSimplified(part);
    },
  },
  { kind: 'author', weight: 2, fits: (r) => r.author !== '', makes: (rnd, r) => substring(rnd, r.author, 2, 4) },
  {
    kind: 'work-title',
    weight: 2,
    fits: (r) => r.workTitles.length > 0,
    makes: (rnd, r) => substring(rnd, pickWord(rnd, [...r.workTitles]), 3, 5),
  },
  {
    kind: 'two-words',
    weight: 1,
    fits: (r) => r.author !== '',
    makes: (rnd, r) => `${substring(rnd, r.name, 2, 3)} ${substring(rnd, r.author, 1, 2)}`,
  },
];

function pickWord(random: Random, list: readonly string[]): string {
  return list[Math.floor(random() * list.length)] ?? '';
}

function pickKind(random: Random): (typeof KINDS)[number] {
  const total = KINDS.reduce((sum, k) => sum + k.weight, 0);
  let roll = random() * total;
  for (const kind of KINDS) {
    roll -= kind.weight;
    if (roll < 0) return kind;
  }
  return KINDS[0] as (typeof KINDS)[number];
}

function keywordFor(random: Random, rows: readonly SearchableCircle[]): { kind: string; keyword: string; row: SearchableCircle } {
  for (let attempt = 0; attempt < 50; attempt++) {
    const kind = pickKind(random);
    for (let draw = 0; draw < 200; draw++) {
      const row = rows[Math.floor(random() * rows.length)];
      if (row === undefined || !kind.fits(row)) continue;
      const keyword = kind.makes(random, row).trim();
      if (keyword !== '') return { kind: kind.kind, keyword, row };
    }
  }
  throw new Error('no row suits any query kind');
}

function sortFor(random: Random): SearchSort {
  const roll = random();
  return roll < 0.5 ? 'score' : roll < 0.85 ? 'placement' : 'newest';
}

/**
 * A fixed, seeded mix of queries derived from the catalogue rows themselves, a third of them with a
 * day, genre or hall filter taken from the same row (so every query can find that row), sorted by
 * score, placement or newest; one in five with a score threshold of 0.2, one in ten on the second page.
 */
export function generateSearchQueries(
  rows: readonly SearchableCircle[],
  options: { count?: number; seed?: number } = {},
): BenchQuery[] {
  const random = createRandom(options.seed ?? 20_240_601);
  const queries: BenchQuery[] = [];
  for (let n = 0; n < (options.count ?? 240); n++) {
    const { kind, keyword, row } = keywordFor(random, rows);
    const sort = sortFor(random);
    const threshold = random() < 0.8 ? 0 : 0.2;
    const query: SearchQuery = { keyword, sort, threshold, offset: 0, limit: 50 };
    const filter = random();
    const placement = row.placements[0];
    if (filter < 0.12 && placement !== undefined) query.days = [placement.day];
    else if (filter < 0.24) query.genres = [row.genreCode];
    else if (filter < 0.33 && placement !== undefined) query.halls = [placement.hall];
    if (random() < 0.1) query.offset = 50;
    queries.push({ kind: query.days || query.genres || query.halls ? `${kind}+filter` : kind, query });
  }
  return queries;
}
