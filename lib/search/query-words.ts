import { normalizeText } from '@/lib/text/normalize';
import { readingKeys, type ReadingQuery } from '@/lib/text/romaji';
import { fuzzyPostings, fuzzyWords, type FuzzyWord, type LatinVocabulary } from './fuzzy';

/** One word of the keyword and every way it may match; a row must match each word (AND). */
export type WordPlan = {
  text: string;
  readings: ReadingQuery[];
  /** Row id → typo matches of this word in the row; empty when the word gets no typo tolerance. */
  fuzzy: Map<number, FuzzyWord[]>;
};

// Bounds the work one request can ask for; longer keywords are cut, not refused.
const MAX_KEYWORD_LENGTH = 200;
const MAX_WORDS = 8;

export type KeywordPlan = {
  /** Longest first: longer words match fewer rows, so later words check a smaller candidate list. */
  words: WordPlan[];
  /** The normalised keyword when it has several words, else ''. */
  phrase: string;
};

export function planKeyword(keyword: string | undefined, vocabulary: LatinVocabulary): KeywordPlan {
  if (keyword === undefined) return { words: [], phrase: '' };
  const plans: WordPlan[] = [];
  const seen = new Set<string>();
  // Split the text as typed: reading keys need the small っ that normalisation folds away.
  for (const typed of keyword.slice(0, MAX_KEYWORD_LENGTH).split(/[\s\u3000]+/)) {
    const pieces = normalizeText(typed).split(' ');
    for (const text of pieces) {
      if (text === '' || seen.has(text) || plans.length >= MAX_WORDS) continue;
      seen.add(text);
      const readings = pieces.length === 1 ? readingKeys(typed) : [];
      plans.push({ text, readings, fuzzy: fuzzyPostings(vocabulary, fuzzyWords(vocabulary, text)) });
    }
  }
  const phrase = plans.length > 1 ? plans.map((plan) => plan.text).join(' ') : '';
  return { words: plans.sort((a, b) => b.text.length - a.text.length), phrase };
}
