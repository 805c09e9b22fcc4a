import { toHiragana } from 'wanakana';
import { foldCode } from './fold-table';
import { normalizeText } from './normalize';
import { codeUnitsToString } from './code-units';

/**
 * A query against folded readings. When the typed text ends in ん, the reading may have folded that ん
 * into the next syllable (しんいち → しにち, こんにちは → こにちは), so the match is `stem` followed by
 * ん or a な-row kana instead of the literal key.
 */
export type ReadingQuery = {
  stem: string;
  openN: boolean;
  /**
   * The query as kana, normalised but not folded (おくじょうのおと, not おくじよのと): found exactly in a
   * reading, it tells the reading typed in full from the ones that merely fold alike. '' for none.
   */
  kana: string;
};

// Vowel of each hiragana syllable (1-5 for a, i, u, e, o; 0 for none), indexed from U+3040.
const VOWEL_OF = new Uint8Array(0x60);
const ROWS = ['あかさたなはまやらわ', 'いきしちにひみり', 'うくすつぬふむゆる', 'えけせてねへめれ', 'おこそとのほもよろを'];
ROWS.forEach((row, i) => {
  for (const char of row) VOWEL_OF[char.charCodeAt(0) - 0x3040] = i + 1;
});
const VOWEL_KANA = [0x3042, 0x3044, 0x3046, 0x3048, 0x304a]; // あいうえお
const N_ROW = [0x306a, 0x306b, 0x306c, 0x306d, 0x306e]; // なにぬねの
const KANA_N = 0x3093; // ん
const KANA_U = 0x3046;
const KANA_NI = 0x306b;
const VOWEL_O = 5;

const isNRow = (code: number): boolean => code >= 0x306a && code <= 0x306e;
const isYRow = (code: number): boolean => code === 0x3084 || code === 0x3086 || code === 0x3088;
const isSokuon = (code: number): boolean => code === 0x3063 || code === 0x30c3;
const isHiragana = (code: number): boolean => code >= 0x3041 && code <= 0x309f;
const isAsciiAlnum = (code: number): boolean => (code >= 0x61 && code <= 0x7a) || (code >= 0x30 && code <= 0x39);
const vowelOf = (code: number): number => (isHiragana(code) ? (VOWEL_OF[code - 0x3040] ?? 0) : 0);
const vowelKanaIndex = (code: number): number => VOWEL_KANA.indexOf(code);

let buffer = new Uint16Array(64);

// Kana that romaji spells like another kana: ぢ/づ are typed ji/zu, を o or wo, ゐ/ゑ i/e.
const SAME_SOUND = new Map<number, number>([
  [0x3062, 0x3058], // ぢ → じ
  [0x3065, 0x305a], // づ → ず
  [0x3092, 0x304a], // を → お
  [0x3090, 0x3044], // ゐ → い
  [0x3091, 0x3048], // ゑ → え
]);

/**
 * The key stored for a kana reading so that romaji typed by visitors finds it: folded as
 * `normalizeText` does (hiragana, voiced and small kana, no ー), then small っ dropped, ん folded into a
 * following vowel, y-row or な-row kana (the n/nn/n' spellings of a romaji query all land on the same
 * key), and long vowels folded: a vowel repeating the previous syllable's vowel, or う after an o-row
 * syllable, is dropped (とうほう, とおほお, とーほー → とほ, so `touhou`, `tohou` and `toho` agree).
 * Kana that romaji spells alike are merged (ぢ/じ, づ/ず, を/お). Anything but kana, Latin letters and
 * digits (spaces, ・, punctuation) is dropped too.
 */
// Full-width kana without the combining voicing marks (which NFKC joins to the kana before them),
// ゛ ゜ (which it turns into a space and a mark), ゟ and ヿ (which it spells out in two kana).
const NFKC_STABLE_KANA = /^[\u3041-\u3096\u309d\u309e\u30a0-\u30fe]+$/;

export function foldedReading(kana: string): string {
  if (kana === '') return '';
  // Readings are nearly always plain kana, which NFKC and lower-casing leave as they are: skipping both
  // halves the cost of deriving every row's readings at index build.
  const source = NFKC_STABLE_KANA.test(kana) ? kana : kana.normalize('NFKC').toLowerCase();
  if (buffer.length < source.length) buffer = new Uint16Array(source.length * 2);
  let length = 0;
  for (let i = 0; i < source.length; i++) {
    const code = source.charCodeAt(i);
    if (isSokuon(code)) continue;
    const hiragana = code >= 0x30a1 && code <= 0x30f6 ? code - 0x60 : code;
    const folded = foldCode(SAME_SOUND.get(hiragana) ?? hiragana);
    if (isHiragana(folded) || isAsciiAlnum(folded)) buffer[length++] = folded;
  }
  // Folded in place: every step writes at most as many code units as it reads.
  let size = 0;
  let previousVowel = 0;
  for (let i = 0; i < length; i++) {
    let code = buffer[i] ?? 0;
    if (code === KANA_N) {
      const next = i + 1 < length ? (buffer[i + 1] ?? 0) : 0;
      if (next === KANA_N || isNRow(next)) continue;
      const vowel = vowelKanaIndex(next);
      if (vowel >= 0) {
        buffer[size++] = N_ROW[vowel] ?? next;
        previousVowel = vowel + 1;
        i++;
        continue;
      }
      if (isYRow(next)) code = KANA_NI;
    }
    const ownVowel = vowelKanaIndex(code) + 1;
    if (ownVowel > 0 && (ownVowel === previousVowel || (code === KANA_U && previousVowel === VOWEL_O))) continue;
    buffer[size++] = code;
    previousVowel = vowelOf(code);
  }
  return codeUnitsToString(buffer, size);
}

function toReadingQuery(folded: string, kana: string): ReadingQuery | null {
  const openN = folded.endsWith('ん');
  const stem = openN ? folded.slice(0, -1) : folded;
  return stem.length > 0 ? { stem, openN, kana: normalizeText(kana) } : null;
}

const ROMAJI_WORD = /^[a-z']+$/;
const ALL_HIRAGANA = /^[\u3041-\u309f]+$/;

/**
 * Converts one romaji word into a query against folded readings, or null when it is not convertible
 * romaji (`touh`, `xyz`, digits, hyphens). Width, case and accents are normalised first (`Tōhō`).
 */
export function romajiToKanaQuery(word: string): ReadingQuery | null {
  const latin = normalizeText(word);
  if (!ROMAJI_WORD.test(latin)) return null;
  // Hepburn writes っち as "tchi", which wanakana leaves half converted.
  const kana = toHiragana(latin.replaceAll('tch', 'cch'));
  if (!ALL_HIRAGANA.test(kana)) return null;
  return toReadingQuery(foldedReading(kana), kana);
}

const KANA_WORD = /^[\u3041-\u309f\u30a1-\u30ffー]+$/;

const LONG_MARK_OR_SOKUON = /[ーっッｰｯ]/;

/**
 * The reading queries to try for one query word as typed (not yet normalised, so that small っ is still
 * there to fold): romaji converted to kana, or a kana word with a long vowel or sokuon to fold (so
 * that とうほう finds a reading written トーホー and the reverse). A kana word without one is matched
 * exactly against the plain reading, and so is one that folds to a single kana: とう would otherwise
 * match every reading with a と.
 */
export function readingKeys(word: string): ReadingQuery[] {
  const romaji = romajiToKanaQuery(word);
  if (romaji !== null) return [romaji];
  if (!KANA_WORD.test(word.normalize('NFKC'))) return [];
  const folded = foldedReading(word);
  const foldable = LONG_MARK_OR_SOKUON.test(word) || folded.length < normalizeText(word).length;
  const query = foldable ? toReadingQuery(folded, word) : null;
  return query !== null && query.stem.length >= 2 ? [query] : [];
}

function followsOpenN(reading: string, at: number): boolean {
  const next = reading.charCodeAt(at);
  return next === KANA_N || isNRow(next);
}

/** Position of the first match of `query` in a folded reading at or after `from`, or -1. */
export function findReading(reading: string, query: ReadingQuery, from = 0): number {
  let at = reading.indexOf(query.stem, from);
  if (!query.openN) return at;
  while (at >= 0 && !followsOpenN(reading, at + query.stem.length)) {
    at = reading.indexOf(query.stem, at + 1);
  }
  return at;
}
