// Which characters a text a member writes may hold: memos, nicknames, group names, want lines, colour
// labels, inquiries (decision 039). The others see these texts, in pages, CSV files and the operator's
// mail, so none may hold what draws differently from what it says: control characters (NUL included),
// lone surrogates, the line and paragraph separators, and the format characters (bidi overrides and
// isolates such as U+202E, which shows `safe\u202Egnp.exe` as "safeexe.png", zero-width spaces and
// joiners, the byte order mark, soft hyphens, tags). Only a text of several lines keeps line breaks
// and tabs. A zero-width joiner between two emoji stays: it is how a family or a profession emoji is
// written. A plain module: the service worker and the browser check memos with it too.

/** An emoji (or a skin tone, or either with its variation selector) followed by a joiner and another emoji. */
// No lookbehind: Safari before 16.4 cannot even load a module that holds one.
const emojiBeforeJoiner = '([\\p{Extended_Pictographic}\\p{Emoji_Modifier}]\\uFE0F?)\\u200D(?=\\p{Extended_Pictographic})';
const emojiJoiner = new RegExp(emojiBeforeJoiner, 'gu');
const forbiddenClass = '[\\p{Cc}\\p{Cf}\\p{Cs}\\u2028\\u2029]';
const forbidden = new RegExp(forbiddenClass, 'u');
const joinerOrForbidden = new RegExp(`${emojiBeforeJoiner}|${forbiddenClass}`, 'gu');
const lineBreaksAndTabs = /[\n\t]/g;

export type TextLines = { lines: boolean };

/** Every line break as a plain `\n`: how a text of several lines is stored. */
export const normalizeLineBreaks = (text: string) => text.replace(/\r\n?/g, '\n');

/** Whether the text holds a character no member text may hold (after its line breaks are normalised). */
export function hasForbiddenCharacters(text: string, { lines }: TextLines): boolean {
  const kept = text.replace(emojiJoiner, '$1');
  return forbidden.test(lines ? kept.replace(lineBreaksAndTabs, '') : kept);
}

/** The text without those characters: for texts read from a file the member brings (a checklist). */
export function withoutForbiddenCharacters(text: string, { lines }: TextLines): string {
  return text.replace(joinerOrForbidden, (match, emoji: string | undefined) => {
    if (emoji !== undefined) return match;
    return lines && (match === '\n' || match === '\t') ? match : '';
  });
}
