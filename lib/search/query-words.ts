import { normalizeText } from '@/lib/text/normalize';
import { readingKeys, type ReadingQuery } from '@/lib/text/romaji';
import { findFandom, type Fandom, type FandomTable } from './fandoms';
import { romajiTypo, type RomajiTypo } from './reading-typos';
import { fuzzyPostings, fuzzyWords, type FuzzyWord, type LatinVocabulary } from './fuzzy';

/** One word of the keyword and every way it may match; a row must match each word (AND). */
export type WordPlan = {
  text: string;
  /** Queries against the reading segments: romaji or folded kana. */
  readings: ReadingQuery[];
  /**
   * The word looked for in the reading segments as it is, which finds names without their spaces;
   * tried only when the rest finds few rows (FEW_HITS), since it scans every row's segments.
   */
  spaceless: ReadingQuery | null;
  /** Row id → typo matches of this word in the row; empty when the word gets no typo tolerance. */
  fuzzy: Map<number, FuzzyWord[]>;
  /** The fandom these typed words name: matched by all its names and its genre, nothing else. */
  fandom: Fandom | null;
  /**
   * Romaji with a slip, against whole name and author readings; tried only when the rest finds few rows
   * (FEW_HITS), and dropped from the plan when not tried.
   */
  romaji: RomajiTypo | null;
};

// Bounds the work one request can ask for; longer keywords are cut, not refused.
const MAX_KEYWORD_LENGTH = 200;
const MAX_WORDS = 8;
// A shorter word is as likely to span a space by chance as by intent.
const MIN_SPACELESS_LENGTH = 3;

export type KeywordPlan = {
  /** Longest first: longer words match fewer rows, so later words check a smaller candidate list. */
  words: WordPlan[];
  /** The same words as typed, for the phrase and its corrected form. */
  typedOrder: WordPlan[];
  /** The normalised keyword when it has several words, else ''. */
  phrase: string;
  /**
   * Several words also match as one, typed together (`koro koro purin` for ころころぷりん,
   * `okujou no oto` for おくじょうのおと whose folded reading joins の and お), when they find few
   * rows (FEW_HITS) as separate words or when together they are romaji or kana: null for one word.
   */
  joined: WordPlan | null;
  /** The fandom a run of the words named, if any. */
  fandom: Fandom | null;
};

/** Below this many rows found, a word is also tried against names without their spaces. */
export const FEW_HITS = 50;

/**
 * Romaji too: its readings ignore spaces, but only a Japanese name has a reading, and a name written in
 * Latin letters that reads as romaji ("Hanami Sakura" typed `hanamisakura`) is found only this way.
 */
function spaceless(text: string): ReadingQuery | null {
  return text.length >= MIN_SPACELESS_LENGTH ? { stem: text, openN: false, kana: '' } : null;
}

const NO_TYPOS = new Map<number, FuzzyWord[]>();

export function planKeyword(keyword: string | undefined, vocabulary: LatinVocabulary, fandoms: FandomTable | null = null): KeywordPlan {
  if (keyword === undefined) return { words: [], typedOrder: [], phrase: '', joined: null, fandom: null };
  const plans: WordPlan[] = [];
  const typedWords: string[] = [];
  const seen = new Set<string>();
  // Every word as typed, repeats included: a name such as "Love Love" is still the whole phrase typed.
  const phraseWords: string[] = [];
  // Split the text as typed: reading keys need the small っ that normalisation folds away.
  const typedList = keyword.slice(0, MAX_KEYWORD_LENGTH).split(/[\s\u3000]+/).filter((typed) => typed !== '');
  const span = fandoms === null ? null : findFandom(fandoms, typedList);
  const inPhrase = typedList.length > 1;
  typedList.forEach((typed, at) => {
    if (span !== null && at >= span.start && at < span.end) {
      if (at === span.start) plans.push({ text: '', readings: [], spaceless: null, fuzzy: NO_TYPOS, fandom: span.fandom, romaji: null });
      return;
    }
    const pieces = normalizeText(typed).split(' ');
    typedWords.push(typed);
    for (const text of pieces) {
      if (text !== '') phraseWords.push(text);
      if (text === '' || seen.has(text) || plans.length >= MAX_WORDS) continue;
      seen.add(text);
      const readings = pieces.length === 1 ? readingKeys(typed) : [];
      plans.push({ text, readings, spaceless: null, fuzzy: fuzzyPostings(vocabulary, fuzzyWords(vocabulary, text, inPhrase)), fandom: null, romaji: null });
    }
  });
  const typedOrder = [...plans];
  // A fandom's words mean the fandom: neither typed together nor as a phrase do they find anything more,
  // so every written form of it finds the same rows.
  if (span !== null) return { words: plans.sort((a, b) => b.text.length - a.text.length), typedOrder, phrase: '', joined: null, fandom: span.fandom };
  if (plans.length === 1 && plans[0] !== undefined) {
    plans[0].spaceless = spaceless(plans[0].text);
    plans[0].romaji = romajiTypo(plans[0].text);
  }
  let joined: WordPlan | null = null;
  if (plans.length > 1) {
    const text = plans.map((plan) => plan.text).join('');
    const readings = readingKeys(typedWords.join(''));
    joined = { text, readings, spaceless: spaceless(text), fuzzy: NO_TYPOS, fandom: null, romaji: romajiTypo(text) };
  }
  const phrase = phraseWords.length > 1 ? phraseWords.join(' ') : '';
  return { words: plans.sort((a, b) => b.text.length - a.text.length), typedOrder, phrase, joined, fandom: null };
}
