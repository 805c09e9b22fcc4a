// A word's score is field weight × match quality × method factor, each at most 1, so the best possible
// word score is 1 (the query equals the circle name) and a query's score, the mean over its words, is
// already normalised to 0..1: the threshold slider means the same on every query.

/** Indexed by `Field`: name, name reading, author, author reading, work titles, description. */
export const FIELD_WEIGHTS: readonly number[] = [1, 0.85, 0.7, 0.65, 0.5, 0.3];

export const Quality = {
  /** The whole field (or one whole work title). */
  exact: 1,
  /** The start of the field or of a work title. */
  prefix: 0.9,
  /** The start of a word: after a space or punctuation, or where the script changes (東方Project). */
  wordStart: 0.8,
  substring: 0.65,
} as const;

/** Matches found through folded readings (romaji, long vowels) are less certain than exact text. */
export const READING_FACTOR = 0.8;

/** Indexed by edit distance. */
export const FUZZY_FACTOR: readonly number[] = [1, 0.6, 0.5];

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
