import { Field } from './entry';

// A word's score places its best match in one of six tiers, each a band of the 0..1 scale, so that
// every match of a higher tier outranks every match of a lower one whatever its field:
//   exact name (or its reading as kana) 1 > exact author .9 > whole work title .85 > prefix .6–.84 >
//   substring .4–.55 >
//   reading (romaji, folded long vowels) .2–.35 > typo .05–.15.
// A name matched without its spaces scores just under the same match with them.
// Within a band the field and the position decide. A query's score is the mean over its words (or a
// phrase's own score when higher), so it stays within 0..1 and 1 means the query is the name: the
// threshold slider means the same on every query. See docs/decisions/003-search-index.md.

/** Indexed by `Field`: name, name reading, author, author reading, work titles, their readings, description. */
export const FIELD_WEIGHTS: readonly number[] = [1, 0.95, 0.8, 0.75, 0.6, 0.55, 0.3];

export const Quality = {
  /** The whole field (or one whole work title). */
  exact: 1,
  /** The start of the field or of a work title. */
  prefix: 0.9,
  /** The start of a word: after a space or punctuation, or where the script changes (東方Project). */
  wordStart: 0.8,
  substring: 0.65,
} as const;

/** How a word was found; `compact` is the text of a field with its spaces left out. */
export const Method = { exact: 0, compact: 1, reading: 2, typo1: 3, typo2: 4 } as const;
export type Method = (typeof Method)[keyof typeof Method];

/** A whole name, name reading, author, author reading, work title or title reading. */
const WHOLE_FIELD: readonly number[] = [1, 0.98, 0.9, 0.88, 0.85, 0.845];

/** The score of an exact match in `field` at a position of `quality`. */
export function exactScore(field: number, quality: number): number {
  // A whole work title tops the prefixes: the query is a complete thing of the circle's.
  if (quality === Quality.exact && field < Field.description) return WHOLE_FIELD[field] ?? 0;
  const weight = FIELD_WEIGHTS[field] ?? 0;
  if (quality === Quality.substring) return 0.4 + 0.15 * weight;
  return 0.6 + 0.25 * weight * (quality === Quality.exact ? 1 : quality === Quality.prefix ? 0.95 : 0.85);
}

/** The score of a match found other than exactly: a band below every exact match. */
export function looseScore(method: Method, field: number, quality: number): number {
  const fit = (FIELD_WEIGHTS[field] ?? 0) * quality;
  if (method === Method.exact) return exactScore(field, quality);
  // The same text with its spaces left out is nearly exact: just under the exact score of its tier.
  if (method === Method.compact) return exactScore(field, quality) * 0.95;
  if (method === Method.reading) return 0.2 + 0.15 * fit;
  return 0.05 + (method === Method.typo1 ? 0.1 : 0.08) * fit;
}

/**
 * A row of a fandom's genre that names the fandom nowhere (fandom-match.ts): under every exact match of
 * a text, above every reading and typo match.
 */
export const GENRE_MATCH = 0.4;

/**
 * A phrase that is a row's text once its mistyped words are replaced by the words they were taken for
 * ("Scarlett Tulip" for the circle Scarlet Tulip): its exact score, discounted. A whole name typed with
 * one slip (.84) stays above a name that merely holds the typed words (a prefix and a word start score
 * about .83 together: "dreamin candy" in Dreaming Candy Studio) and under every whole field typed right
 * (a work title's reading, .845, and up).
 */
export const CORRECTED_PHRASE_FACTOR = 0.84;

// Field and work-title separators are the only characters below U+0009 in the indexed text.
function isSeparator(code: number): boolean {
  return code <= 0x08;
}

const Script = { None: 0, Latin: 1, Kana: 2, Han: 3, Hangul: 4 } as const;

function scriptOf(code: number): number {
  if ((code >= 0x61 && code <= 0x7a) || (code >= 0x30 && code <= 0x39) || (code >= 0xc0 && code <= 0x24f)) {
    return Script.Latin;
  }
  if (code >= 0x3041 && code <= 0x30ff) return Script.Kana;
  if ((code >= 0x3400 && code <= 0x9fff) || (code >= 0xd800 && code <= 0xdfff)) return Script.Han;
  if (code >= 0xac00 && code <= 0xd7af) return Script.Hangul;
  return Script.None;
}

/** Quality of a match of `length` characters at `at` in separator-delimited `text`. */
export function positionQuality(text: string, at: number, length: number): number {
  const before = at === 0 ? 0 : text.charCodeAt(at - 1);
  if (at === 0 || isSeparator(before)) {
    const end = at + length;
    return end === text.length || isSeparator(text.charCodeAt(end)) ? Quality.exact : Quality.prefix;
  }
  const previous = scriptOf(before);
  if (previous === Script.None || previous !== scriptOf(text.charCodeAt(at))) return Quality.wordStart;
  return Quality.substring;
}
