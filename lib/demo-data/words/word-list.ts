/** A word and its kana reading. */
export type Word = { text: string; reading: string };

/** A Chinese word in both scripts with a katakana reading close to its Mandarin sound. */
export type ChineseWord = { simplified: string; traditional: string; reading: string };

/** A word with its English, Japanese and Chinese forms, for titles and texts that follow the circle's language. */

// The lists are written as `表記:よみ` items separated by spaces so that hundreds of words stay readable.

/** Parses `表記:よみ` items; an item without a reading is a kana word that reads as written. */
export function words(list: string): Word[] {
  return list
    .trim()
    .split(/\s+/)
    .map((item) => {
      const [text = '', reading] = item.split(':');
      return { text, reading: reading ?? text };
    });
}

/** Parses `简|繁:よみ` items; without `|` both scripts write the word the same way. */
export function chineseWords(list: string): ChineseWord[] {
  return list
    .trim()
    .split(/\s+/)
    .map((item) => {
      const [written = '', reading = ''] = item.split(':');
      const [simplified = '', traditional] = written.split('|');
      return { simplified, traditional: traditional ?? simplified, reading };
    });
}

/** Parses plain items separated by spaces. */
export function plain(list: string): string[] {
  return list.trim().split(/\s+/);
}
