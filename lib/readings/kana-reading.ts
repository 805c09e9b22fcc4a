// How a kana reading is put together from a morphological analyser's tokens. Pure: the analyser itself
// (which reads its dictionary from disk) is in reading-analyser.ts.

/** A token as the analyser gives it: the text and, for a word in its dictionary, its reading. */
export type ReadingToken = { surface: string; reading?: string };

const JAPANESE_SCRIPT = /[\u3041-\u30ff\u3400-\u9fff\uf900-\ufaff]/;
const HAN = /[\u3400-\u9fff\uf900-\ufaff]/;
const KATAKANA = /[\u30a1-\u30f6]/g;

const toHiragana = (text: string): string => text.replace(KATAKANA, (char) => String.fromCharCode(char.charCodeAt(0) - 0x60));

/** Whether a text has anything to read: kana or kanji (a Latin name is its own reading). */
export function wantsReading(text: string): boolean {
  return JAPANESE_SCRIPT.test(text);
}

/**
 * The text's reading in hiragana, '' when a kanji word is not in the dictionary: half a reading would
 * be shown to visitors as the name's pronunciation. Kana stands for itself and anything else (Latin
 * words, digits, spaces) is kept as written, so that `Blue 月光` reads `Blue げっこう`.
 */
export function readingFromTokens(tokens: readonly ReadingToken[]): string {
  let reading = '';
  for (const { surface, reading: known } of tokens) {
    if (!JAPANESE_SCRIPT.test(surface)) reading += surface;
    else if (known !== undefined && known !== '*' && known !== '') reading += toHiragana(known);
    else if (HAN.test(surface)) return '';
    else reading += toHiragana(surface);
  }
  return reading;
}
