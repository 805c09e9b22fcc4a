// How long a text a search reads. Searches work per character (normalising, n-grams, fuzzy matching), so
// a text is bounded before any of that work; the screens say when a text was cut (CircleList.textCut)
// and their inputs stop at the same length. Plain module: the filter island imports it.

/** Keywords of the circle list, the booth list and the map search. */
export const MAX_KEYWORD_LENGTH = 200;
/** The list's "search my memos" filter; memos themselves may be longer (lib/favorites/schemas.ts). */
export const MAX_MEMO_FILTER_LENGTH = 100;

/** The first `max` characters of `text`, counted as code points (kanji and emoji count once, and no
 * surrogate pair is cut in half). Walks at most `max` characters, whatever the length of `text`. */
export function cutText(text: string, max: number): string {
  // UTF-16 length is never below the code point count: short texts need no counting at all.
  if (text.length <= max) return text;
  let end = 0;
  for (let count = 0; count < max && end < text.length; count++) end += (text.codePointAt(end) ?? 0) > 0xffff ? 2 : 1;
  return text.slice(0, end);
}

export function isLongerThan(text: string, max: number): boolean {
  return cutText(text, max).length < text.length;
}
